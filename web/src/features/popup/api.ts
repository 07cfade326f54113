import type { ActivePopup } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

/** The message over the login page: its title and its newline-separated content. */
export type LoginPopupMessage = NonNullable<ActivePopup['popup']>;

/** GET /api/popup (public): the active login popup, or null. Any failure, 404 included, means no popup. */
export async function fetchActivePopup(signal?: AbortSignal): Promise<LoginPopupMessage | null> {
  try {
    const body = await apiRequest<ActivePopup | null>('/popup', { signal });
    return body?.popup ?? null;
  } catch {
    return null;
  }
}
