import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { Modal } from '../../../shared/ui/Modal';
import { isReminderDue, markReminderShown, REMINDER_INTERVAL_DAYS } from '../reminder-storage';

const SHOW_DELAY_MS = 3000;

/** Shown 3 s after arriving on /home when no reminder date is stored for this member or 9+ days passed. */
export function DonationReminder({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isReminderDue(userId)) return;
    const timer = window.setTimeout(() => setOpen(true), SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  if (!open) return null;

  const close = () => {
    markReminderShown(userId);
    setOpen(false);
  };
  const accept = () => {
    close();
    navigate('/donation');
  };

  return (
    <Modal
      title="Soutenez le site"
      onClose={close}
      className="modal--donation"
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={close}>
            Plus tard
          </button>
          <button type="button" className="button button--primary" onClick={accept}>
            Faire un don
          </button>
        </>
      }
    >
      <p>
        Le site est gratuit et sans abonnement. Les serveurs et le développement ont pourtant un coût : chaque don, même
        modeste, nous aide à garder le service en ligne.
      </p>
      <p className="modal__note">Ce rappel reviendra dans {REMINDER_INTERVAL_DAYS} jours.</p>
    </Modal>
  );
}
