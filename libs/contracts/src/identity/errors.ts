/** Identity error codes beside the French message the spec gives for each. */
export const IdentityErrors = {
  CAPTCHA_INVALID: { status: 400, message: 'Réponse au captcha incorrecte. Veuillez réessayer.' },
  EMAIL_TAKEN: { status: 409, message: 'Un compte existe déjà avec cette adresse email.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Le mot de passe doit contenir au moins 6 caractères' },
  NEW_PASSWORD_TOO_SHORT: { status: 400, message: 'Le nouveau mot de passe doit contenir au moins 6 caractères' },
  PASSWORD_TOO_COMMON: { status: 400, message: 'Ce mot de passe est trop courant. Choisissez-en un autre.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email ou mot de passe incorrect.' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Le mot de passe actuel est incorrect.' },
  REFRESH_INVALID: { status: 401, message: 'Session expirée. Veuillez vous reconnecter.' },
  RESET_LINK_EXPIRED: { status: 400, message: 'Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.' },
  RESET_LINK_INVALID: { status: 400, message: 'Session invalide. Veuillez demander un nouveau lien de réinitialisation.' },
  EMAIL_TOKEN_INVALID: { status: 400, message: 'Lien de confirmation invalide ou expiré.' },
  EMAIL_UNCHANGED: { status: 400, message: "La nouvelle adresse email est identique à l'actuelle." },
  USER_NOT_FOUND: { status: 404, message: 'Utilisateur introuvable.' },
  BAN_REASON_REQUIRED: { status: 400, message: 'Veuillez indiquer une raison pour le bannissement' },
  NOT_BANNED: { status: 409, message: "Cet utilisateur n'est pas banni." },
  REFERRAL_KEY_INVALID: { status: 400, message: 'Clé de parrainage invalide ou expirée.' },
} as const;
export type IdentityErrorCode = keyof typeof IdentityErrors;
