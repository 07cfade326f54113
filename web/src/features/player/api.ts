import type { ContentKind, RecordViewDto, SaveProgressDto, TitleProgress, ViewResult } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { sessionStore } from '../../shared/session/session-store';

/** GET /api/me/progress/{kind}/{id}: every progress row of a film or series and the one to resume. */
export function fetchTitleProgress(kind: ContentKind, id: string, signal?: AbortSignal): Promise<TitleProgress> {
  return apiRequest<TitleProgress>(`/me/progress/${kind}/${encodeURIComponent(id)}`, { signal });
}

/** PUT /api/me/progress: the member's position (every 30 s of playback, on pause, at the end). */
export function saveProgress(body: SaveProgressDto): Promise<unknown> {
  return apiRequest<unknown>('/me/progress', { method: 'PUT', body });
}

/**
 * The same save while the page goes away: a `fetch` with keepalive outlives the page (sendBeacon
 * cannot carry the Authorization header). Errors are only logged. Resolves true once the server kept
 * it (when the page is still there to hear it: leaving for another screen of the app).
 */
export function saveProgressOnLeave(body: SaveProgressDto): Promise<boolean> {
  const token = sessionStore.getAccessToken();
  if (!token) return Promise.resolve(false);
  const failed = (error: unknown) => {
    console.warn('Sauvegarde de la position impossible', error);
    return false;
  };
  try {
    return fetch('/api/me/progress', {
      method: 'PUT',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/problem+json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((response) => response.ok, failed);
  } catch (error) {
    return Promise.resolve(failed(error));
  }
}

/** POST /api/views: one page visit of a film or a series. */
export function recordView(body: RecordViewDto): Promise<ViewResult> {
  return apiRequest<ViewResult>('/views', { method: 'POST', body });
}
