import type { ContactDto } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

export type ContactCategory = ContactDto['category'];

/** POST /api/contact: 202 once the message is stored for the support team. */
export function sendContactMessage(body: ContactDto): Promise<void> {
  return apiRequest<void>('/contact', { method: 'POST', body });
}
