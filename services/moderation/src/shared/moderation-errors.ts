import { CommonErrors, ModerationErrors } from '@streaming/contracts';
import { errorFactory } from '@streaming/platform';

/** `throw fail('REPORT_NOT_FOUND')`: a DomainError with its French message. */
export const fail = errorFactory({ ...CommonErrors, ...ModerationErrors });
