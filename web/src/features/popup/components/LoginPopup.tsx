import { useState } from 'react';

import { Modal } from '../../../shared/ui/Modal';
import { useFetchPopup } from '../hooks/use-fetch-popup';

/** The administrators' message shown over the login page, when one is active. */
export function LoginPopup() {
  const { data: popup } = useFetchPopup();
  const [closedId, setClosedId] = useState<string | null>(null);

  if (!popup || closedId === popup.id) return null;

  return (
    <Modal
      title={popup.title}
      onClose={() => setClosedId(popup.id)}
      className="modal--popup"
    >
      <p className="popup__content">{popup.content}</p>
    </Modal>
  );
}
