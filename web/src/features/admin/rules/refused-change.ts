import { ApiError } from '../../../shared/api/api-error';

/**
 * A change the server refused because the row is no longer where the screen saw it (409: another admin
 * moved it first): its message is shown and the list asked again, rather than the change retried.
 */
export function isRefusedChange(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
