import { describe, expect, it, jest } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isUniqueViolation, pgErrorCode, PgErrorCode, retryOnDeadlock } from './pg-errors.js';

/** An error as `pg` builds it from the server's ErrorResponse. */
const pgError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('erreur'), { code, ...extra });
/** What TypeORM throws for a failed query: the driver's fields copied onto it. */
const typeorm = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('pgErrorCode', () => {
  it('reads the SQLSTATE of pg and TypeORM errors, and nothing else', () => {
    expect(pgErrorCode(pgError('40P01'))).toBe(PgErrorCode.deadlockDetected);
    expect(pgErrorCode(typeorm(pgError('23505')))).toBe(PgErrorCode.uniqueViolation);
    expect(pgErrorCode(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(pgErrorCode(new Error('bug'))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode('23505')).toBeUndefined();
  });
});

describe('isUniqueViolation', () => {
  it('is true for a duplicate, on the constraint named when one is', () => {
    const duplicate = typeorm(pgError('23505', { constraint: 'genres_category_name_key' }));
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate, 'genres_category_name_key')).toBe(true);
    expect(isUniqueViolation(duplicate, 'genres_category_slug_key')).toBe(false);
    expect(isUniqueViolation(pgError('23503', { constraint: 'genres_category_name_key' }))).toBe(false);
  });
});

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock or a serialization failure, and answers what the run that passed answered', async () => {
    for (const code of [PgErrorCode.deadlockDetected, PgErrorCode.serializationFailure]) {
      const work = jest.fn<() => Promise<string>>().mockRejectedValueOnce(typeorm(pgError(code))).mockResolvedValueOnce('écrit');
      await expect(retryOnDeadlock(work)).resolves.toBe('écrit');
      expect(work).toHaveBeenCalledTimes(2);
    }
  });

  it('stops after the attempts given and throws the last failure', async () => {
    const failures = [pgError('40P01'), pgError('40001'), pgError('40P01')];
    const work = jest.fn(() => Promise.reject(failures.shift()!));
    await expect(retryOnDeadlock(work, 3)).rejects.toMatchObject({ code: '40P01' });
    expect(work).toHaveBeenCalledTimes(3);
    expect(failures).toHaveLength(0);

    const once = jest.fn(() => Promise.reject(pgError('40P01')));
    await expect(retryOnDeadlock(once)).rejects.toMatchObject({ code: '40P01' });
    expect(once).toHaveBeenCalledTimes(2);
  });

  it('throws any other error at once, without running the work again', async () => {
    for (const err of [pgError('23505'), Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), new TypeError('bug')]) {
      const work = jest.fn(() => Promise.reject(err));
      await expect(retryOnDeadlock(work, 3)).rejects.toBe(err);
      expect(work).toHaveBeenCalledTimes(1);
    }
  });
});
