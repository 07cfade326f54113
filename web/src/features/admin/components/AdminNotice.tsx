import { Alert } from '../../../shared/ui/Alert';

/** How long a success stays on screen (an error stays until the next notice). */
export const NOTICE_MS = 5000;

/** The answer to an admin's change: its text, and the server's message under an error. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
  details?: string[];
}

/** The notice of the last change, floating over the screen; nothing when there is none. */
export function AdminNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div className="toast">
      <Alert tone={notice.tone} details={notice.details}>
        {notice.text}
      </Alert>
    </div>
  );
}
