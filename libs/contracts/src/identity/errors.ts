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
  /** Unknown, malformed or already used. */
  RESET_LINK_INVALID: { status: 400, message: 'Lien de réinitialisation invalide ou expiré' },
  EMAIL_TOKEN_INVALID: { status: 400, message: 'Lien de confirmation invalide ou expiré.' },
  EMAIL_UNCHANGED: { status: 400, message: "La nouvelle adresse email est identique à l'actuelle." },
  EMAIL_CANCEL_LINK_INVALID: { status: 400, message: "Lien d'annulation invalide. Vérifiez que vous avez ouvert le lien complet reçu par email." },
  EMAIL_CANCEL_LINK_EXPIRED: { status: 400, message: "Ce lien d'annulation a expiré. La demande de changement d'adresse a expiré elle aussi : votre adresse email reste inchangée." },
  EMAIL_CHANGE_ALREADY_CANCELLED: { status: 409, message: "Cette demande de changement d'adresse a déjà été annulée : votre adresse email reste inchangée." },
  EMAIL_CHANGE_NOT_PENDING: { status: 409, message: "Cette demande de changement d'adresse n'est plus en attente : une demande plus récente l'a remplacée. Utilisez le lien du dernier email reçu." },
  EMAIL_CHANGE_ALREADY_CONFIRMED: { status: 409, message: "Ce changement d'adresse a déjà été confirmé et ne peut plus être annulé. Si vous n'en êtes pas à l'origine, contactez le support." },
  USER_NOT_FOUND: { status: 404, message: 'Utilisateur introuvable.' },
  BAN_REASON_REQUIRED: { status: 400, message: 'Veuillez indiquer une raison pour le bannissement' },
  NOT_BANNED: { status: 409, message: "Cet utilisateur n'est pas banni." },
  REFERRAL_KEY_INVALID: { status: 400, message: 'Clé de parrainage invalide ou expirée.' },
} as const;
export type IdentityErrorCode = keyof typeof IdentityErrors;
