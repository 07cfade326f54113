import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { errorMessage } from '../../../shared/api/api-error';
import { appConfig } from '../../../shared/config';
import { returnPath, signInReason } from '../../../shared/session/sign-in-return';
import { Alert } from '../../../shared/ui/Alert';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { LoginPopup } from '../../popup/components/LoginPopup';
import { AuthCard } from '../components/AuthCard';
import { useSignIn } from '../hooks/use-sign-in';
import { authMessages } from '../validation';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // A guest sent here from a page that needs an account: told so, and taken back there once signed in.
  const back = returnPath(location.state);
  const reason = back === null ? null : signInReason(back);
  const { signIn, isPending } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(authMessages.fieldsRequired);
      return;
    }
    setError(null);
    signIn({ email: email.trim(), password }).then(
      () => navigate(back ?? '/home', { replace: true }),
      (failure: unknown) => setError(errorMessage(failure, 'Une erreur est survenue lors de la connexion')),
    );
  };

  return (
    <>
      <AuthCard
        title="Connexion"
        subtitle="Connectez-vous pour accéder au catalogue."
        footer={
          <>
            <p>
              Pas encore de compte ? <Link to="/register">Créer un compte</Link>
            </p>
            <ExternalLink className="button button--secondary button--block" href={appConfig.communityChatUrl}>
              Rejoindre le groupe de discussion
            </ExternalLink>
          </>
        }
      >
        <form className="form" onSubmit={submit} noValidate>
          {reason && !error && <Alert tone="info">{reason}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <PasswordField label="Mot de passe" autoComplete="current-password" required value={password} onChange={setPassword} />
          <p className="form__aside">
            <Link to="/forgot-password">Mot de passe oublié ?</Link>
          </p>
          <button type="submit" className="button button--primary button--block" disabled={isPending}>
            {isPending ? 'Connexion...' : 'Se connecter'}
          </button>
        </form>
      </AuthCard>
      <LoginPopup />
    </>
  );
}
