import { useEffect, useRef } from 'react';

import { useFragmentOnce } from './use-fragment-once';

/** The `token` of a mailed link's fragment (`#token=...`), or null; the fragment leaves the address bar. */
export function useMailedToken(): string | null {
  const fragment = useFragmentOnce();
  return new URLSearchParams(fragment.replace(/^#/, '')).get('token');
}

/**
 * Sends a single-use token once, even when React runs effects twice in development: a link that
 * was already spent must not be sent again and answer "invalid" over the first answer.
 */
export function useSendOnce(token: string | null, send: (token: string) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [token, send]);
}
