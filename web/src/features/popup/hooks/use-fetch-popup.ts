import { useFetchOnce } from '../../../shared/hooks/use-fetch-once';
import { fetchActivePopup, type LoginPopupMessage } from '../api';

/**
 * The active login popup, asked once per visit of the login page (without TanStack Query, as the
 * login page's first load). Undefined while asking, null when there is none (or the question failed).
 */
export function useFetchPopup(): { data: LoginPopupMessage | null | undefined } {
  return { data: useFetchOnce(fetchActivePopup) };
}
