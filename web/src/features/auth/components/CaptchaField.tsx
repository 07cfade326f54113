import type { CaptchaChallenge } from '@streaming/contracts';
import { useId } from 'react';

interface CaptchaFieldProps {
  challenge: CaptchaChallenge;
  answer: string;
  onAnswerChange: (answer: string) => void;
  onNewChallenge: () => void;
  disabled?: boolean;
}

/** The anti-robot question, drawn by kind: math sum, emoji row to count, or multiple choice. */
export function CaptchaField({ challenge, answer, onAnswerChange, onNewChallenge, disabled }: CaptchaFieldProps) {
  const id = useId();

  return (
    <fieldset className="captcha" disabled={disabled}>
      <legend className="captcha__legend">Vérification anti-robot</legend>

      {challenge.kind === 'logic' ? (
        <fieldset className="captcha__choices">
          <legend className="captcha__question">{challenge.question}</legend>
          {(challenge.choices ?? []).map((choice) => (
            <label key={choice} className="captcha__choice">
              <input
                type="radio"
                name={`${id}-choice`}
                value={choice}
                checked={answer === choice}
                onChange={() => onAnswerChange(choice)}
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="field">
          {challenge.kind === 'visual' && challenge.display && (
            <p className="captcha__emoji">
              {challenge.display}
            </p>
          )}
          <label className="field__label captcha__question" htmlFor={id}>
            {challenge.question}
          </label>
          <input
            id={id}
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            onChange={(event) => onAnswerChange(event.target.value)}
          />
        </div>
      )}

      <button type="button" className="button button--link captcha__refresh" onClick={onNewChallenge}>
        Changer de question
      </button>
    </fieldset>
  );
}
