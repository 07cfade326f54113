import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { CatalogueReads, REPLICA_RETRY_AFTER_MS, replicaUnavailable } from './catalogue-reads.js';

/**
 * A data source with a primary and, when `replicas` > 0, read replicas: each answers a statement
 * with its own name, so a test sees which server a read went to. `replicaFails` makes the replica
 * throw instead.
 */
function fakeDataSource(replicas: number, replicaFails?: () => Error) {
  const served: string[] = [];
  const answer = (server: string) => async (sql: string) => {
    served.push(`${server}: ${sql}`);
    return [{ server }];
  };
  const ds = {
    options: { type: 'postgres', ...(replicas ? { replication: { master: {}, slaves: Array.from({ length: replicas }, () => ({})) } } : {}) },
    query: answer('primary'),
    createQueryRunner: (mode: 'master' | 'slave') => ({
      query: async (sql: string) => {
        if (mode === 'slave' && replicaFails) throw replicaFails();
        return answer(mode === 'slave' && replicas ? 'replica' : 'primary')(sql);
      },
      release: async () => undefined,
    }),
  };
  return { ds: ds as unknown as DataSource, served };
}

const server = async (reads: CatalogueReads) => ((await reads.query<Array<{ server: string }>>('SELECT 1'))[0].server);

describe('catalogue reads', () => {
  it('without read replicas, every read goes to the primary', async () => {
    const reads = new CatalogueReads(fakeDataSource(0).ds);
    expect(reads.source()).toBe('primary');
    expect(await server(reads)).toBe('primary');
  });

  it('with read replicas, reads go to a replica, except for the set time after a change', async () => {
    const reads = new CatalogueReads(fakeDataSource(2).ds, { primaryAfterChangeMs: 3000 });
    expect(await server(reads)).toBe('replica');
    const now = Date.now();
    reads.changed(now);
    expect(await server(reads)).toBe('primary');
    expect(reads.source(now + 2999)).toBe('primary');
    expect(reads.source(now + 3000)).toBe('replica');
    // A later change extends the time, an earlier one never shortens it.
    reads.changed(now + 2000);
    reads.changed(now);
    expect(reads.source(now + 4999)).toBe('primary');
    expect(reads.source(now + 5000)).toBe('replica');
  });

  it('retries on the primary when the replica cannot answer, and stays there for a while', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5499'), { code: 'ECONNREFUSED' });
    const { ds, served } = fakeDataSource(1, () => refused);
    const reads = new CatalogueReads(ds);
    const before = Date.now();
    expect(await server(reads)).toBe('primary');
    expect(served).toEqual(['primary: SELECT 1']);
    expect(reads.source()).toBe('primary');
    expect(reads.source(before + REPLICA_RETRY_AFTER_MS + 1000)).toBe('replica');
  });

  it('throws a statement error as it is: the primary would refuse the statement too', async () => {
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    const { ds, served } = fakeDataSource(1, () => syntax);
    const reads = new CatalogueReads(ds);
    await expect(reads.query('SELEC 1')).rejects.toBe(syntax);
    expect(served).toEqual([]);
    expect(reads.source()).toBe('replica');
  });

  it('tells a replica failure from a statement failure', () => {
    const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(replicaUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(replicaUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(replicaUnavailable(pgError('40001', 'canceling statement due to conflict with recovery'))).toBe(true);
    expect(replicaUnavailable(pgError('08006'))).toBe(true);
    expect(replicaUnavailable(pgError('ECONNRESET'))).toBe(true);
    expect(replicaUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(replicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(replicaUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(replicaUnavailable(pgError('42P01', 'relation "movies" does not exist'))).toBe(false);
    expect(replicaUnavailable(new TypeError('rows is undefined'))).toBe(false);
    expect(replicaUnavailable('not an error')).toBe(false);
  });
});
