import { useState } from 'react';

import { Modal } from '../../../shared/ui/Modal';
import { useFetchPopup } from '../hooks/use-fetch-popup';

const DISMISSED_KEY = 'streaming.popup-dismissed';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function storeDismissed(id: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, id);
  } catch {
    // Without storage the message comes back on the next visit of the login page.
  }
}

/**
 * The administrators' message shown over the login page, when one is active. Once closed it stays
 * closed for this tab's session, until another message replaces it.
 */
export function LoginPopup() {
  const { data: popup } = useFetchPopup();
  const [dismissedId, setDismissedId] = useState(readDismissed);

  if (!popup || dismissedId === popup.id) return null;

  const close = () => {
    storeDismissed(popup.id);
    setDismissedId(popup.id);
  };

  return (
    <Modal title={popup.title} onClose={close} className="modal--popup">
      <p className="popup__content">{popup.content}</p>
    </Modal>
  );
}
