import type { AdminUserRow } from '@streaming/contracts';
import { useState } from 'react';

import { errorDetails } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/number';
import { Alert } from '../../../shared/ui/Alert';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { useSendUserEmail } from '../hooks/use-user-changes';
import { MAIL_MESSAGE_MAX, MAIL_SUBJECT_MAX, mailFormErrors } from '../rules/users';
import { characterCount } from '../rules/popup-rules';
import { FormDialog } from './FormDialog';

const SEND_FAILED = 'Erreur lors de l’envoi de l’email';

interface MailDialogProps {
  user: AdminUserRow;
  onSent: () => void;
  onClose: () => void;
}

/** A mail to the member: a subject of one line and a message; answers go to support, never to the admin. */
export function MailDialog({ user, onSent, onClose }: MailDialogProps) {
  const send = useSendUserEmail();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<{ errors: string[] } | null>(null);

  const submit = () => {
    const errors = mailFormErrors(subject, message);
    if (errors.length > 0) {
      setInvalid({ errors });
      send.reset();
      return;
    }
    setInvalid(null);
    send.mutate({ id: user.id, body: { subject, message } }, { onSuccess: onSent });
  };

  return (
    <FormDialog title="Envoyer un email" pending={send.isPending} onClose={onClose} confirmLabel="Envoyer" pendingLabel="Envoi..." onSubmit={submit}>
      <p className="admin-dialog__subject">À : {user.email}</p>
      <TextField
        label="Objet"
        value={subject}
        onChange={setSubject}
        required
        hint={`${characterCount(subject)} / ${MAIL_SUBJECT_MAX} caractères`}
      />
      <TextAreaField label="Message" rows={8} required value={message} onChange={setMessage} />
      <p className="field__hint">
        {characterCount(message)} / {formatCount(MAIL_MESSAGE_MAX)} caractères. Le membre répondra à l’adresse du support, jamais à la vôtre.
      </p>
      {invalid && (
        <Alert tone="error" reveal={invalid}>
          {invalid.errors.join(' ')}
        </Alert>
      )}
      {send.isError && (
        <Alert tone="error" reveal={send.error} details={errorDetails(send.error)}>
          {SEND_FAILED}
        </Alert>
      )}
    </FormDialog>
  );
}
