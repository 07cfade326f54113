import type { RecordViewDto } from '@streaming/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';

import { recordView } from '../api';

/**
 * Spec section 4: a view is recorded once per page visit, after the item is loaded (`view` non-null);
 * a failure is only logged. The ref keeps StrictMode's second effect run from sending it twice.
 */
export function useRecordView(view: RecordViewDto | null): void {
  const sent = useRef<string | null>(null);
  // Once per title: a later episode change on the same page is the same visit.
  const key = view ? `${view.kind}:${view.titleId}` : null;
  const record = useEffectEvent(() => {
    if (!view || !key || sent.current === key) return;
    sent.current = key;
    recordView(view).catch((error: unknown) => console.warn('Enregistrement de la vue impossible', error));
  });
  useEffect(() => record(), [key]);
}
