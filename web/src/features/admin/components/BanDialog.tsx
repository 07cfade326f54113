import type { AdminBanResult, AdminUserRow } from '@streaming/contracts';
import { useId, useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useBanUser } from '../hooks/use-user-changes';
import { BAN_DAY_OPTIONS, BAN_REASON_MAX, banDays, banDaysLabel, banFailure, type BanForm, type BanKind, banRequest, EMPTY_BAN_FORM } from '../rules/users';
import { FormDialog } from './FormDialog';

const DAY_OPTIONS = BAN_DAY_OPTIONS.map((days) => ({ value: String(days), label: banDaysLabel(days) }));
const KINDS: Array<{ value: BanKind; label: string }> = [
  { value: 'temporary', label: 'Temporaire' },
  { value: 'permanent', label: 'Permanent' },
];

interface BanDialogProps {
  user: AdminUserRow;
  onBanned: (result: AdminBanResult) => void;
  onClose: () => void;
}

/** The ban dialog: a reason (required), temporary for 1 to 365 days (7 first) or permanent. */
export function BanDialog({ user, onBanned, onClose }: BanDialogProps) {
  const ban = useBanUser();
  const [form, setForm] = useState<BanForm>(EMPTY_BAN_FORM);
  const [invalid, setInvalid] = useState<{ text: string } | null>(null);
  const kindName = useId();

  const submit = () => {
    const request = banRequest(form);
    if ('error' in request) {
      setInvalid({ text: request.error });
      ban.reset();
      return;
    }
    setInvalid(null);
    ban.mutate({ id: user.id, body: request.body }, { onSuccess: onBanned });
  };

  return (
    <FormDialog title="Bannir l’utilisateur" pending={ban.isPending} onClose={onClose} confirmLabel="Bannir" pendingLabel="Bannissement..." onSubmit={submit}>
      <p className="admin-dialog__subject">{user.email}</p>
      <TextAreaField
        label="Raison du bannissement"
        rows={3}
        maxLength={BAN_REASON_MAX}
        required
        value={form.reason}
        onChange={(reason) => setForm({ ...form, reason })}
      />
      <fieldset className="admin-choice">
        <legend className="field__label">Type de bannissement</legend>
        {KINDS.map((kind) => (
          <label key={kind.value} className="admin-checkbox">
            <input type="radio" name={kindName} value={kind.value} checked={form.kind === kind.value} onChange={() => setForm({ ...form, kind: kind.value })} />
            {kind.label}
          </label>
        ))}
      </fieldset>
      {form.kind === 'temporary' && (
        <SelectField label="Durée" value={String(form.days)} options={DAY_OPTIONS} onChange={(value) => setForm({ ...form, days: banDays(value) })} />
      )}
      <p className="field__hint">
        {form.kind === 'permanent'
          ? 'Le membre ne pourra plus utiliser son compte tant qu’un administrateur ne l’aura pas débanni.'
          : `Le membre ne pourra plus utiliser son compte pendant ${banDaysLabel(form.days)}.`}
      </p>
      {invalid && (
        <Alert tone="error" reveal={invalid}>
          {invalid.text}
        </Alert>
      )}
      {ban.isError && (
        <Alert tone="error" reveal={ban.error}>
          {banFailure(errorMessage(ban.error, ''))}
        </Alert>
      )}
    </FormDialog>
  );
}
