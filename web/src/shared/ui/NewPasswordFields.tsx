import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  /** "Mot de passe" on sign-up, "Nouveau mot de passe" when one replaces another. */
  passwordLabel: string;
  confirmationLabel?: string;
  /** Adds show/hide buttons; each text completes "Afficher …" / "Masquer …" for its field. */
  toggleLabels?: { password: string; confirmation: string };
}

/** A new password and its confirmation (sign-up, reset link, account page); the form checks them on submit. */
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
  passwordLabel,
  confirmationLabel = 'Confirmer le mot de passe',
  toggleLabels,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        toggleLabel={toggleLabels?.password}
        required
        value={password}
        onChange={onPasswordChange}
        hint="Au moins 6 caractères."
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        toggleLabel={toggleLabels?.confirmation}
        required
        value={confirmation}
        onChange={onConfirmationChange}
      />
    </>
  );
}
