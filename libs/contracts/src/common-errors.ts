/** Errors any route can give, with the French text shown to people. */
export const CommonErrors = {
  VALIDATION_FAILED: { status: 400, message: 'Les données envoyées sont invalides.' },
  UNAUTHENTICATED: { status: 401, message: 'Vous devez être connecté.' },
  FORBIDDEN_ADMIN: { status: 403, message: "Vous n'avez pas les permissions d'administrateur" },
  ACCOUNT_BANNED: { status: 403, message: 'Votre compte est suspendu.' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable.' },
  RATE_LIMITED: { status: 429, message: 'Trop de tentatives. Veuillez réessayer plus tard.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service momentanément indisponible. Réessayez dans quelques instants.' },
  SERVICE_TIMEOUT: { status: 504, message: 'Le serveur ne répond pas. Réessayez dans quelques instants.' },
  INTERNAL: { status: 500, message: 'Une erreur est survenue' },
} as const;
export type CommonErrorCode = keyof typeof CommonErrors;
