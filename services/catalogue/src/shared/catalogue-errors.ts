import { CatalogueErrors, CommonErrors } from '@streaming/contracts';
import { errorFactory } from '@streaming/platform';

/** `throw fail('MOVIE_NOT_FOUND')`: a DomainError with the spec's French message. */
export const fail = errorFactory({ ...CommonErrors, ...CatalogueErrors });
