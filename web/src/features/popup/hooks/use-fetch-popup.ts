import { useEffect, useState } from 'react';

import { fetchActivePopup, type PopupMessage } from '../api';

/**
 * The active login popup, asked once per visit of the login page. Without TanStack Query: the login
 * page is the first load, which goes without it (shared/queries/with-queries.tsx). Undefined while
 * asking, null when there is none (or the question failed).
 */
export function useFetchPopup(): { data: PopupMessage | null | undefined } {
  const [data, setData] = useState<PopupMessage | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    void fetchActivePopup(controller.signal).then((popup) => {
      if (!controller.signal.aborted) setData(popup);
    });
    return () => controller.abort();
  }, []);
  return { data };
}
