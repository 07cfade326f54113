import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { sendVisit } from '../api';
import { afterVisit, uuidFromBytes, visitOutcome, visitToSend } from '../rules/visit';

/** One visit on its way at a time (two pages opened at once send once). */
let sending: Promise<void> | null = null;

const newVisitorId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));

async function recordVisit(): Promise<void> {
  try {
    const store = window.localStorage;
    const visit = visitToSend(store, new Date(), newVisitorId);
    if (!visit) return;
    afterVisit(store, visit.day, visitOutcome(await sendVisit(visit.visitorId)));
  } catch {
    // No storage (blocked, private mode): nothing to keep an id in, so nothing is sent rather than a
    // new visitor counted on every page.
  }
}

/**
 * Counts this browser's visit of the day (spec: visitor tracking), from whichever page comes first,
 * the login page included, and again from the first page seen on a later day.
 */
export function useRecordVisit(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    sending ??= recordVisit().finally(() => {
      sending = null;
    });
  }, [pathname]);
}
