import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';

import { errorMessage, otherErrors } from '../../../shared/api/api-error';
import { pageTitle } from '../../../shared/config';
import { useCurrentUser } from '../../../shared/session/use-session';
import { Alert } from '../../../shared/ui/Alert';
import { TextField } from '../../../shared/ui/TextField';
import type { ContactCategory } from '../api';
import { useSendContactMessage } from '../hooks/use-send-contact-message';

const CATEGORIES: { id: ContactCategory; label: string }[] = [
  { id: 'technique', label: 'Problème technique' },
  { id: 'compte', label: 'Compte' },
  { id: 'suggestion', label: 'Suggestion' },
  { id: 'partenariat', label: 'Partenariat' },
  { id: 'autre', label: 'Autre' },
];

/** Support response times (spec section 2, Contact and FAQ). */
const RESPONSE_TIMES = [
  { label: 'Problèmes techniques', delay: '24-48 h' },
  { label: 'Questions de compte', delay: '12-24 h' },
  { label: 'Suggestions', delay: '3-5 jours' },
  { label: 'Partenariats', delay: '1 semaine' },
];

const SUCCESS = 'Votre message a bien été envoyé. Nous vous répondrons dans les meilleurs délais.';

export function ContactPage() {
  const user = useCurrentUser();
  const send = useSendContactMessage();
  const ids = useId();
  const [email, setEmail] = useState(user?.email ?? '');
  const [category, setCategory] = useState<ContactCategory>('technique');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string; details?: string[] } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !subject.trim() || !message.trim()) {
      setResult({ tone: 'error', text: 'Veuillez remplir tous les champs' });
      return;
    }
    setResult(null);
    send.mutate(
      { email: email.trim(), category, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
          setResult({ tone: 'success', text: SUCCESS });
        },
        onError: (failure) =>
          setResult({
            tone: 'error',
            text: errorMessage(failure, "Erreur lors de l'envoi du message"),
            details: otherErrors(failure),
          }),
      },
    );
  };

  return (
    <div className="page contact">
      <title>{pageTitle('Contact')}</title>
      <h1 className="page__title">Nous contacter</h1>
      <p className="page__lead">
        Une question, un problème ou une idée ? Consultez d’abord la <Link to="/faq">FAQ</Link>, puis écrivez-nous.
      </p>

      <div className="contact__layout">
        <section className="panel">
          <h2 className="panel__title">
            Délais de réponse
          </h2>
          <dl className="details">
            {RESPONSE_TIMES.map((time) => (
              <div key={time.label} className="details__row">
                <dt>{time.label}</dt>
                <dd>{time.delay}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="panel">
          <h2 className="panel__title">
            Écrivez-nous
          </h2>
          <form className="form" onSubmit={submit} noValidate>
            {result && (
              <Alert tone={result.tone} details={result.details}>
                {result.text}
              </Alert>
            )}
            <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-category`}>
                Catégorie
              </label>
              <select
                id={`${ids}-category`}
                className="field__input"
                value={category}
                onChange={(event) => setCategory(event.target.value as ContactCategory)}
              >
                {CATEGORIES.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <TextField label="Sujet" required maxLength={150} value={subject} onChange={setSubject} />
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-message`}>
                Message
              </label>
              <textarea
                id={`${ids}-message`}
                className="field__input field__input--textarea"
                rows={7}
                required
                maxLength={5000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
            <button type="submit" className="button button--primary" disabled={send.isPending}>
              {send.isPending ? 'Envoi...' : 'Envoyer le message'}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
