import { useMutation } from '@tanstack/react-query';

import { type ContactMessage, sendContactMessage } from '../api';

export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactMessage) => sendContactMessage(body) });
}
