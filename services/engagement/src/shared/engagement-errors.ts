import { CommonErrors, EngagementErrors } from '@streaming/contracts';
import { DomainError, errorFactory } from '@streaming/platform';

/** `throw fail('FAVORITE_NOT_FOUND')`: a DomainError with its French message. */
export const fail = errorFactory({ ...CommonErrors, ...EngagementErrors });

/** A 400 on a field the DTO alone cannot judge (it depends on another field). */
export function badInput(message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', 400, message, { errors: [message] });
}

export { NO_EPISODE_FOR_MOVIE } from '@streaming/contracts';
