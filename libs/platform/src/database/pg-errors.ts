/**
 * PostgreSQL's error codes (SQLSTATE) the services act on, by name, and the one way to read them off
 * an error: `pg` puts the SQLSTATE in `code`, and TypeORM's QueryFailedError copies it from there.
 * https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export const PgErrorCode = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  duplicateDatabase: '42P04',
  adminShutdown: '57P01',
  crashShutdown: '57P02',
  cannotConnectNow: '57P03',
} as const;

/** Classes of SQLSTATEs: a code's first two characters. */
export const PgErrorClass = {
  connectionException: '08',
  dataException: '22',
  integrityConstraintViolation: '23',
} as const;

/** The SQLSTATE of a PostgreSQL error (five digits or capitals), else undefined (a socket error, a bug…). */
export function pgErrorCode(err: unknown): string | undefined {
  // Not `instanceof Error`: errors may come from another realm (a test runner's sandbox).
  const code: unknown = typeof err === 'object' && err !== null ? Reflect.get(err, 'code') : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Whether `err` is PostgreSQL refusing a duplicate, on `constraint` when it is given (a unique index's name). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (pgErrorCode(err) !== PgErrorCode.uniqueViolation) return false;
  return constraint === undefined || (typeof err === 'object' && err !== null && Reflect.get(err, 'constraint') === constraint);
}

/** A deadlock or a serialization failure: PostgreSQL undid the statement, which may simply run again. */
export function isDeadlockOrSerializationFailure(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === PgErrorCode.deadlockDetected || code === PgErrorCode.serializationFailure;
}

/**
 * Runs `work`, and runs it again when PostgreSQL undid it for a deadlock or a serialization failure
 * (two writers taking the same rows in another order), up to `attempts` runs in all. Any other error,
 * or the last attempt's, is thrown as it is. `work` must be safe to run again: one statement, or one
 * transaction, that wrote nothing when it failed.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 2): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isDeadlockOrSerializationFailure(err)) throw err;
    }
  }
}
