import { WEEKLY_REQUEST_LIMIT } from './types.js';

/** Moderation error codes beside their French message. */
export const ModerationErrors = {
  CONTENT_NOT_FOUND: { status: 404, message: "Ce contenu n'existe pas." },
  REPORT_NOT_FOUND: { status: 404, message: "Ce signalement n'existe pas." },
  REQUEST_NOT_FOUND: { status: 404, message: "Cette demande n'existe pas." },
  POPUP_NOT_FOUND: { status: 404, message: "Ce message n'existe pas." },
  CONTACT_NOT_FOUND: { status: 404, message: "Ce message de contact n'existe pas." },
  REQUEST_QUOTA_REACHED: { status: 429, message: `Vous avez atteint la limite de ${WEEKLY_REQUEST_LIMIT} demandes par semaine` },
  /** The extra carries `title` (the catalogue card), so the form can link to it. */
  TITLE_ALREADY_AVAILABLE: { status: 409, message: 'Ce titre est déjà disponible dans le catalogue.' },
  REPORT_TRANSITION_REFUSED: { status: 409, message: "Ce changement de statut n'est pas possible pour ce signalement (il a peut-être été modifié entre-temps)." },
  REQUEST_TRANSITION_REFUSED: { status: 409, message: "Ce changement de statut n'est pas possible pour cette demande (elle a peut-être été modifiée entre-temps)." },
  NOTES_REQUIRED: { status: 400, message: 'Une note est requise pour rejeter.' },
} as const;
