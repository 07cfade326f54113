import type { CaptchaChallenge, SessionView } from '@streaming/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { errorMessage, isApiError, otherErrors } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { startSession } from '../../../shared/session/session-service';
import { Alert } from '../../../shared/ui/Alert';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { AuthCard } from '../components/AuthCard';
import { CaptchaField } from '../components/CaptchaField';
import { useFetchCaptcha } from '../hooks/use-fetch-captcha';
import { useRegister } from '../hooks/use-register';
import { authMessages, checkNewPassword } from '../validation';

const REDIRECT_DELAY_MS = 2000;

export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const referralKey = searchParams.get('ref')?.trim() || undefined;

  const captcha = useFetchCaptcha();
  const registration = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<{ message: string; details?: string[] } | null>(null);
  const [session, setSession] = useState<SessionView | null>(null);

  // Success text first; the session starts when the member leaves for /home, 2 s later.
  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(() => {
      void startSession(session).then(() => navigate('/home', { replace: true }));
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [session, navigate]);

  const replaceChallenge = (challenge: CaptchaChallenge | null) => {
    setAnswer('');
    if (challenge) queryClient.setQueryData(queryKeys.auth.captcha, challenge);
    else void captcha.refetch();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captcha.data) return;
    if (!email.trim() || !password) {
      setError({ message: authMessages.fieldsRequired });
      return;
    }
    const passwordProblem = checkNewPassword(password, confirmation);
    if (passwordProblem) {
      setError({ message: passwordProblem });
      return;
    }
    if (!answer.trim()) {
      setError({ message: authMessages.captchaRequired });
      return;
    }
    setError(null);
    registration.mutate(
      { email: email.trim(), password, captchaToken: captcha.data.token, captchaAnswer: answer.trim(), referralKey },
      {
        onSuccess: setSession,
        onError: (failure) => {
          if (isApiError(failure, 'CAPTCHA_INVALID')) {
            setError({ message: authMessages.captchaInvalid });
            replaceChallenge((failure.extra.captcha as CaptchaChallenge | undefined) ?? null);
            return;
          }
          setError({
            message: errorMessage(failure, "Une erreur est survenue lors de l'inscription"),
            details: otherErrors(failure),
          });
        },
      },
    );
  };

  if (session) {
    return (
      <AuthCard title="Inscription">
        <Alert tone="success">Inscription réussie ! Redirection en cours...</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Inscription"
      subtitle="Créez votre compte gratuitement."
      footer={
        <p>
          Déjà inscrit ? <Link to="/">Se connecter</Link>
        </p>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        {error && (
          <Alert tone="error" details={error.details} reveal={error}>
            {error.message}
          </Alert>
        )}
        {referralKey && <Alert tone="info">Vous êtes invité avec la clé de parrainage {referralKey}.</Alert>}
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <NewPasswordFields
          passwordLabel="Mot de passe"
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
        />

        {captcha.data ? (
          <CaptchaField
            challenge={captcha.data}
            answer={answer}
            onAnswerChange={setAnswer}
            onNewChallenge={() => replaceChallenge(null)}
            disabled={registration.isPending || captcha.isFetching}
          />
        ) : captcha.isError ? (
          <Alert tone="error">
            {errorMessage(captcha.error, 'Impossible de charger la vérification anti-robot.')}{' '}
            <button type="button" className="button button--link" onClick={() => void captcha.refetch()}>
              Réessayer
            </button>
          </Alert>
        ) : (
          <Spinner label="Chargement de la vérification anti-robot..." />
        )}

        <button
          type="submit"
          className="button button--primary button--block"
          disabled={registration.isPending || !captcha.data}
        >
          {registration.isPending ? 'Inscription...' : "S'inscrire"}
        </button>
      </form>
    </AuthCard>
  );
}
