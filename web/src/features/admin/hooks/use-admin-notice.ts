import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { type Notice, NOTICE_MS } from '../components/AdminNotice';

/** The screen's notice (shown by AdminNotice), and how to show one: a success goes after 5 s, an error (`{ keep: true }`) stays until the next. */
export function useAdminNotice() {
  return useFlashMessage<Notice>(NOTICE_MS);
}
