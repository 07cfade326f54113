import { CommonErrors, EngagementErrors } from '@streaming/contracts';
import { errorFactory } from '@streaming/platform';

/** `throw fail('FAVORITE_NOT_FOUND')`: a DomainError with its French message. */
export const fail = errorFactory({ ...CommonErrors, ...EngagementErrors });
