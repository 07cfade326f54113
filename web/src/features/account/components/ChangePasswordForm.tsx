import { type FormEvent, useState } from 'react';

import { errorMessage, otherErrors } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { PASSWORD_MIN_LENGTH } from '../../../shared/validation';
import { useChangePassword } from '../hooks/use-change-password';

const messages = {
  currentRequired: 'Veuillez saisir votre mot de passe actuel',
  mismatch: 'Les nouveaux mots de passe ne correspondent pas',
  tooShort: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
  success: 'Mot de passe mis à jour avec succès',
  failure: 'Erreur lors de la mise à jour du mot de passe',
} as const;

/** Spec section 5, in its order: confirmation first, then length. */
function checkPasswordChange(current: string, next: string, confirmation: string): string | null {
  if (!current) return messages.currentRequired;
  if (next !== confirmation) return messages.mismatch;
  if (next.length < PASSWORD_MIN_LENGTH) return messages.tooShort;
  return null;
}

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string; details?: string[] } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkPasswordChange(current, next, confirmation);
    if (problem) {
      setResult({ tone: 'error', message: problem });
      return;
    }
    setResult(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          setResult({ tone: 'success', message: messages.success });
        },
        onError: (failure) =>
          setResult({
            tone: 'error',
            message: errorMessage(failure, messages.failure),
            details: otherErrors(failure),
          }),
      },
    );
  };

  return (
    <section className="panel">
      <h2 className="panel__title">
        Changer de mot de passe
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        {result && (
          <Alert tone={result.tone} details={result.details}>
            {result.message}
          </Alert>
        )}
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          toggleLabel="le mot de passe actuel"
          required
          value={current}
          onChange={setCurrent}
        />
        <NewPasswordFields
          passwordLabel="Nouveau mot de passe"
          confirmationLabel="Confirmer le nouveau mot de passe"
          toggleLabels={{ password: 'le nouveau mot de passe', confirmation: 'la confirmation' }}
          password={next}
          onPasswordChange={setNext}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
        />
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Mise à jour...' : 'Mettre à jour le mot de passe'}
        </button>
      </form>
    </section>
  );
}
