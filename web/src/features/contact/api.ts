import { apiRequest } from '../../shared/api/client';

export type ContactCategory = 'technique' | 'compte' | 'suggestion' | 'partenariat' | 'autre';

export interface ContactMessage {
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

/** POST /api/contact: 202 once the message is stored for the support team. */
export function sendContactMessage(body: ContactMessage): Promise<void> {
  return apiRequest<void>('/contact', { method: 'POST', body });
}
