import type { UserView } from '@streaming/contracts';
import { type FormEvent, useState } from 'react';

import { errorMessage, otherErrors } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { useUpdateEmail } from '../hooks/use-update-email';

const messages = {
  currentRequired: 'Veuillez saisir votre mot de passe actuel',
  failure: "Erreur lors de la mise à jour de l'email",
} as const;

export function ChangeEmailForm({ user }: { user: UserView }) {
  const update = useUpdateEmail();
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; details?: string[] } | null>(null);
  const unchanged = email.trim().toLowerCase() === user.email.toLowerCase();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unchanged) return;
    setSentTo(null);
    if (!currentPassword) {
      setError({ message: messages.currentRequired });
      return;
    }
    setError(null);
    update.mutate(
      { email: email.trim(), currentPassword },
      {
        onSuccess: ({ pendingEmail }) => {
          setCurrentPassword('');
          setSentTo(pendingEmail);
        },
        onError: (failure) =>
          setError({
            message: errorMessage(failure, messages.failure),
            details: otherErrors(failure),
          }),
      },
    );
  };

  return (
    <section className="panel">
      <h2 className="panel__title">
        Changer d'adresse email
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        {sentTo && (
          <Alert tone="success">
            Un email de confirmation a été envoyé à {sentTo}. Cliquez sur le lien qu'il contient pour valider votre nouvelle
            adresse. Votre adresse actuelle a reçu un message qui permet d'annuler ce changement pendant une heure.
          </Alert>
        )}
        {error && (
          <Alert tone="error" details={error.details}>
            {error.message}
          </Alert>
        )}
        {user.pendingEmail && !sentTo && (
          <Alert tone="info">Changement en attente de confirmation vers {user.pendingEmail}.</Alert>
        )}
        <TextField label="Nouvelle adresse email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          toggleLabel="le mot de passe actuel"
          hint="Pour confirmer que c'est bien vous."
          required
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <button type="submit" className="button button--primary" disabled={unchanged || update.isPending}>
          {update.isPending ? 'Mise à jour...' : "Mettre à jour l'email"}
        </button>
      </form>
    </section>
  );
}
