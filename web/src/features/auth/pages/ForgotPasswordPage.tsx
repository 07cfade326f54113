import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';

import { errorMessage, otherErrors } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { TextField } from '../../../shared/ui/TextField';
import { AuthCard } from '../components/AuthCard';
import { useRequestPasswordReset } from '../hooks/use-request-password-reset';
import { authMessages } from '../validation';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ message: string; details?: string[] } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError({ message: authMessages.fieldsRequired });
      return;
    }
    setError(null);
    request.mutate(email.trim(), {
      onError: (failure) =>
        setError({
          message: errorMessage(failure, 'Une erreur est survenue'),
          details: otherErrors(failure),
        }),
    });
  };

  const links = (
    <p>
      <Link to="/">Retour à la connexion</Link> · <Link to="/register">Créer un compte</Link>
    </p>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Mot de passe oublié" footer={links}>
        <div className="auth__sent" role="status">
          <p className="auth__sent-title">Email envoyé !</p>
          <p>Vérifiez votre boîte email pour le lien de réinitialisation</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Mot de passe oublié"
      subtitle="Indiquez votre adresse email : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={links}
    >
      <form className="form" onSubmit={submit} noValidate>
        {error && (
          <Alert tone="error" details={error.details}>
            {error.message}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
          {request.isPending ? 'Envoi...' : 'Envoyer le lien'}
        </button>
      </form>
    </AuthCard>
  );
}
