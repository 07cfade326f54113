import { CommonErrors, IdentityErrors } from '@streaming/contracts';
import { errorFactory } from '@streaming/platform';

/** `throw fail('EMAIL_TAKEN')`: a DomainError with the spec's French message. */
export const fail = errorFactory({ ...CommonErrors, ...IdentityErrors });
