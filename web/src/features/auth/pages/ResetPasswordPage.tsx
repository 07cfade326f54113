import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { AuthCard } from '../components/AuthCard';
import { useFragmentOnce } from '../../../shared/hooks/use-fragment-once';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCheckResetLink } from '../hooks/use-check-reset-link';
import { useResetPassword } from '../hooks/use-reset-password';
import { checkNewPassword } from '../validation';

const REDIRECT_DELAY_MS = 2000;
const LINK_EXPIRED = 'Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.';
const LINK_INVALID = 'Lien de réinitialisation invalide ou expiré';
/** Server answers that mean the link itself is dead: the form is of no more use. */
const DEAD_LINK_CODES = new Set(['RESET_LINK_EXPIRED', 'RESET_LINK_INVALID']);

/** What the check made when the page opened says about the link: dead (its message) or not known to be. */
function deadLinkMessage(failure: unknown): string | null {
  // Any 400 of the check is about the link (a malformed token gets a validation error with the same text).
  if (!isApiError(failure) || failure.status !== 400) return null;
  return failure.detail || LINK_INVALID;
}

type RecoveryLink = { token: string; problem: null } | { token: null; problem: string };

/** Reads the link of the reset e-mail: `#access_token=<token>&type=recovery` (or `error_code=...`). */
function readRecoveryLink(hash: string): RecoveryLink {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const errorCode = params.get('error_code');
  if (errorCode === 'otp_expired') return { token: null, problem: LINK_EXPIRED };
  const token = params.get('access_token');
  if (errorCode || params.get('type') !== 'recovery' || !token) return { token: null, problem: LINK_INVALID };
  return { token, problem: null };
}

/**
 * /reset-password#access_token=...&type=recovery. The fragment is read, then taken out of the address bar
 * (the token must not stay in history or shared links); opening another link starts over with a fresh form.
 * The link is checked as the page opens, so a malformed, used or expired one says so before any password is typed.
 */
export function ResetPasswordPage() {
  const linkHash = useFragmentOnce();
  return <ResetPasswordForm key={linkHash} link={readRecoveryLink(linkHash)} />;
}

function ResetPasswordForm({ link }: { link: RecoveryLink }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useCheckResetLink(link.token);
  const [deadLink, setDeadLink] = useState<string | null>(link.problem);
  const shownDeadLink = deadLink ?? (check.isError ? deadLinkMessage(check.error) : null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link.token) return;
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    reset.mutate(
      { token: link.token, password },
      {
        onError: (failure) => {
          if (isApiError(failure) && DEAD_LINK_CODES.has(failure.code)) {
            setDeadLink(failure.detail || LINK_INVALID);
            return;
          }
          setError(errorMessage(failure, 'Une erreur est survenue lors de la réinitialisation'));
        },
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title="NOUVEAU MOT DE PASSE">
        <div className="auth__sent" role="status">
          <p className="auth__sent-title">Mot de passe réinitialisé !</p>
          <p>Redirection vers la page de connexion...</p>
        </div>
      </AuthCard>
    );
  }

  if (shownDeadLink) {
    return (
      <AuthCard
        title="NOUVEAU MOT DE PASSE"
        footer={
          <p>
            <Link to="/">Retour à la connexion</Link>
          </p>
        }
      >
        <Alert tone="error">{shownDeadLink}</Alert>
        <Link className="button button--primary button--block" to="/forgot-password">
          Demander un nouveau lien
        </Link>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard title="NOUVEAU MOT DE PASSE">
        <Spinner label="Vérification du lien..." />
      </AuthCard>
    );
  }

  // A check that could not answer (network, server busy) leaves the form: the reset itself tells what is wrong.
  return (
    <AuthCard title="NOUVEAU MOT DE PASSE" subtitle="Choisissez votre nouveau mot de passe.">
      <form className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields
          passwordLabel="Nouveau mot de passe"
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
        />
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {reset.isPending ? 'Réinitialisation...' : 'RÉINITIALISER'}
        </button>
      </form>
    </AuthCard>
  );
}
