/** What replaces a secret in a log line. */
export const MASKED = '[masqué]';

/** Keys whose values are secrets or personal data wherever they appear in a logged object. */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|jwt|api[-_]?key|captcha[-_]?answer|^parameters$/i;

/** Query-string keys whose values must not reach a log line (reset and confirmation links carry tokens). */
const SECRET_QUERY_KEY = /token|pass|secret|key|code|signature|auth/i;

const MAX_DEPTH = 6;

/**
 * An error as a plain object, without what would leak: TypeORM's QueryFailedError carries the
 * query `parameters` (e-mail addresses, messages) and copies the driver error's fields, whose
 * `detail` quotes the offending values ("Key (email)=(a@b.fr) already exists").
 */
export function serializeError(err: Error, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message: err.message, stack: err.stack };
  const isDatabaseError = 'driverError' in err || ('severity' in err && 'code' in err);
  for (const [key, value] of Object.entries(err)) {
    if (key === 'driverError' || (isDatabaseError && (key === 'detail' || key === 'where' || key === 'internalQuery'))) continue;
    out[key] = SECRET_KEY.test(key) ? MASKED : sanitize(value, depth + 1);
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = sanitize(err.cause, depth + 1);
  return out;
}

/** A copy of `value` with secret keys masked and errors serialized; deep or cyclic parts are cut. */
export function sanitize(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.map((v) => sanitize(v, depth + 1, seen));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  // No prototype: a logged `__proto__` key stays a plain key.
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? MASKED : sanitize(v, depth + 1, seen);
  return out;
}

/** A request URL for the logs: the path, and the query with the values of secret-looking keys masked. */
export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_QUERY_KEY.test(key) ? `${key}=${MASKED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
