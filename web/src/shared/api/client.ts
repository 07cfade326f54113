import type { SessionView } from '@streaming/contracts';

import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';

const API_BASE = '/api';
/** Auth routes answer 401 for their own reasons (wrong password, dead refresh cookie): never refresh and replay them. */
const AUTH_PREFIX = '/auth/';
const REFRESH_LOCK = 'streaming-session-refresh';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Carried to its end even if the page goes away meanwhile (fetch `keepalive`). */
  keepalive?: boolean;
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.network();
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function toError(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await readJson(response) : null;
  const error = ApiError.fromResponse(response.status, body);
  const ban = error.status === 403 ? error.ban : null;
  if (ban) sessionStore.setBanned(ban);
  return error;
}

declare global {
  interface Window {
    /** The refresh public/session-start.js sent before the app ran; null once the app has taken it or asked itself. */
    __sessionRefresh?: Promise<Response> | null;
  }
}

/**
 * The refresh public/session-start.js sent while the app's scripts downloaded (with the same Web Lock),
 * taken once: the first refresh of the page reads its answer instead of asking again. Marks the page as
 * started, so that a script arriving after the app sends nothing.
 */
function takeEarlyRefresh(): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__sessionRefresh ?? null;
  window.__sessionRefresh = null;
  return early;
}

async function requestRefresh(early?: Promise<Response> | null): Promise<SessionView | null> {
  let response: Response;
  if (early) {
    try {
      response = await early;
    } catch {
      throw ApiError.network();
    }
  } else {
    // keepalive: once the server has rotated the refresh token, its answer (the cookie with the next one)
    // must reach the browser even if the page is left or reloaded meanwhile; a lost answer would leave the
    // used token in the cookie, refused (and the session revoked) once the server's grace period is over.
    response = await send('/auth/refresh', { method: 'POST', keepalive: true }, null);
  }
  if (response.ok) {
    const session = (await readJson(response)) as SessionView;
    sessionStore.applyToken(session);
    return session;
  }
  const error = await toError(response);
  if (error.status === 401) {
    sessionStore.signOut();
    return null;
  }
  // A banned account: toError has already switched the session to the ban page.
  if (error.ban) return null;
  throw error;
}

let refreshInFlight: Promise<SessionView | null> | null = null;

/**
 * Exchanges the httpOnly refresh cookie for a new access token. Calls made at the same time
 * share one request, and tabs take turns (Web Locks), because the refresh token is single use:
 * sending an already rotated one would revoke the whole session family.
 * Resolves null when the cookie is refused (the session is then signed out) or the account is banned.
 */
export function refreshSession(): Promise<SessionView | null> {
  if (!refreshInFlight) {
    const early = takeEarlyRefresh();
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const run = early ? requestRefresh(early) : locks ? locks.request(REFRESH_LOCK, () => requestRefresh()) : requestRefresh();
    refreshInFlight = run.finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Calls the gateway: adds the bearer token, parses problem+json failures into ApiError,
 * refreshes an expired token once and replays the call, and switches the session to the
 * ban page on 403 ACCOUNT_BANNED.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options, sessionStore.getAccessToken());

  if (response.status === 401 && !path.startsWith(AUTH_PREFIX)) {
    const session = await refreshSession();
    if (session) {
      response = await send(path, options, session.accessToken);
      if (response.status === 401) sessionStore.signOut();
    }
  }

  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}
