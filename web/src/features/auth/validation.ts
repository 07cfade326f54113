import { PASSWORD_MIN_LENGTH } from '../../shared/validation';

export const authMessages = {
  fieldsRequired: 'Veuillez remplir tous les champs',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  captchaInvalid: 'Réponse au captcha incorrecte. Veuillez réessayer.',
  captchaRequired: 'Veuillez répondre à la question anti-robot',
} as const;

/** The message of the first broken rule for a new password and its confirmation, or null. */
export function checkNewPassword(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (password !== confirmation) return authMessages.passwordsDiffer;
  return null;
}
