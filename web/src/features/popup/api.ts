import { apiRequest } from '../../shared/api/client';

export interface PopupMessage {
  id: string;
  title: string;
  /** Newline-separated lines. */
  content: string;
}

/** GET /api/popup (public): the active login popup, or null. Any failure, 404 included, means no popup. */
export async function fetchActivePopup(signal?: AbortSignal): Promise<PopupMessage | null> {
  try {
    const body = await apiRequest<{ popup: PopupMessage | null } | null>('/popup', { signal });
    return body?.popup ?? null;
  } catch {
    return null;
  }
}
