import type { ProblemType, ReportContentType } from '@streaming/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { useSession } from '../../../shared/session/use-session';
import { Alert } from '../../../shared/ui/Alert';
import { Modal } from '../../../shared/ui/Modal';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useCreateReport } from '../hooks/use-create-report';
import { PROBLEM_LABELS, PROBLEM_TYPES, REPORT_SUCCESS_MS, REPORT_TEXTS, reportFailureText } from '../rules';
import '../reports.css';

/** What is reported: a film, a series or an episode, and how the modal names it. */
export interface ReportTarget {
  contentType: ReportContentType;
  contentId: string;
  /** Shown in the modal only: the server takes the title from the catalogue. */
  label: string;
}

interface ReportModalProps {
  target: ReportTarget;
  onClose: () => void;
}

const DESCRIPTION_MAX = 2000;

/**
 * 'Signaler un problème' (spec sections 2, 4, 5 and 8): a problem type (required) and an optional
 * description. States: open, sending (the modal cannot be closed meanwhile: Escape, the backdrop and
 * the close button wait), success (shown 2 s, then the modal closes; it opens blank next time, as its
 * parent renders it only while open), error (the server's message or 'Erreur lors du signalement').
 */
export function ReportModal({ target, onClose }: ReportModalProps) {
  const session = useSession();
  const create = useCreateReport();
  const ids = useId();
  const [problem, setProblem] = useState<ProblemType | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<{ text: string } | null>(null);
  const sent = create.isSuccess;

  // The parent's latest onClose, so that its re-renders do not restart the success's 2 s.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => onCloseRef.current(), REPORT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const close = () => {
    if (!create.isPending) onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || sent) return;
    if (session.status !== 'signed-in') {
      setError({ text: REPORT_TEXTS.signInRequired });
      return;
    }
    if (!problem) {
      setError({ text: REPORT_TEXTS.problemRequired });
      return;
    }
    setError(null);
    const text = description.trim();
    create.mutate(
      { contentType: target.contentType, contentId: target.contentId, problemType: problem, ...(text ? { description: text } : {}) },
      { onError: (failure) => setError({ text: reportFailureText(failure) }) },
    );
  };

  const formId = `${ids}-form`;
  const errorId = `${ids}-error`;
  const missingProblem = error?.text === REPORT_TEXTS.problemRequired;

  return (
    <Modal
      title="Signaler un problème"
      onClose={close}
      className="modal--report"
      actions={
        sent ? undefined : (
          <>
            <button type="button" className="button button--secondary" onClick={close} disabled={create.isPending}>
              Annuler
            </button>
            <button type="submit" form={formId} className="button button--primary" disabled={create.isPending}>
              {create.isPending ? 'Envoi...' : 'Envoyer le signalement'}
            </button>
          </>
        )
      }
    >
      <p className="report__target">{target.label}</p>
      {sent ? (
        <Alert tone="success" reveal={create.data}>
          {REPORT_TEXTS.sent}
        </Alert>
      ) : (
        <form id={formId} className="form" onSubmit={submit} noValidate aria-busy={create.isPending}>
          {error && (
            <div id={errorId}>
              <Alert tone="error" reveal={error}>
                {error.text}
              </Alert>
            </div>
          )}
          <fieldset
            className="choice-list report__problems"
            disabled={create.isPending}
            aria-required="true"
            aria-invalid={missingProblem || undefined}
            aria-describedby={missingProblem ? errorId : undefined}
          >
            <legend className="field__label">Type de problème</legend>
            {PROBLEM_TYPES.map((type) => (
              <label key={type} className="choice">
                <input
                  type="radio"
                  name={`${ids}-problem`}
                  value={type}
                  checked={problem === type}
                  onChange={() => {
                    setProblem(type);
                    if (missingProblem) setError(null);
                  }}
                />
                <span>{PROBLEM_LABELS[type]}</span>
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label="Description (facultatif)"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            disabled={create.isPending}
            placeholder="Décrivez le problème (à quel moment, quelle version…)"
            value={description}
            onChange={setDescription}
          />
        </form>
      )}
    </Modal>
  );
}
