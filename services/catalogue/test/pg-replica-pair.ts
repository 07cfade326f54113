import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { waitUntil } from '../../../tests/support/wait-until.js';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and its hot standby of its own, on free ports, in a temporary directory:
 * initdb from Debian's binaries, streaming replication (pg_basebackup -R), started with pg_ctl.
 * The machine's PostgreSQL (5432) is never touched. As root, the servers run as the `postgres`
 * user (initdb refuses root), and the directory belongs to it.
 */
export interface ReplicaPair {
  primaryPort: number;
  replicaPort: number;
  /** postgres:// address of `database` on the primary or the replica. */
  url(server: 'primary' | 'replica', database: string): string;
  /** One statement on a server, in `database` (postgres by default). */
  query<T = Record<string, unknown>>(server: 'primary' | 'replica', sql: string, params?: unknown[], database?: string): Promise<T[]>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  waitReplayed(timeoutMs?: number): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica alone (fast shutdown). */
  stopReplica(): Promise<void>;
  /** Stops both servers and deletes the directory; safe to call twice. */
  stop(): Promise<void>;
}

/** The newest PostgreSQL installed under /usr/lib/postgresql (Debian's layout). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  /** A PostgreSQL program, as `postgres` when this process is root. */
  const pgRun = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const started: string[] = [];

  const stopServer = async (dataDir: string) => {
    if (!started.includes(dataDir)) return;
    started.splice(started.indexOf(dataDir), 1);
    await pgRun('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']).catch(() =>
      pgRun('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => undefined),
    );
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    await stopServer(replicaDir);
    await stopServer(primaryDir);
    rmSync(dir, { recursive: true, force: true });
  };
  // Jest killed or a crash: no server left behind.
  const onExit = () => {
    for (const dataDir of started) {
      try {
        execFileSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), [...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []), 'stop', '-D', dataDir, '-m', 'immediate']);
      } catch {
        // already down
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'max_connections = 60',
        'shared_buffers = 32MB',
        // A test cluster: durability is not the point.
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    await pgRun('pg_ctl', ['start', '-D', primaryDir, '-l', join(dir, 'primary.log'), '-w', '-t', '60']);
    started.push(primaryDir);

    // The standby: a base backup of the primary with its replication settings (-R writes
    // standby.signal and primary_conninfo), on its own port.
    await pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    await pgRun('pg_ctl', ['start', '-D', replicaDir, '-l', join(dir, 'replica.log'), '-w', '-t', '60']);
    started.push(replicaDir);

    const url = (server: 'primary' | 'replica', database: string) =>
      `postgres://postgres@127.0.0.1:${server === 'primary' ? primaryPort : replicaPort}/${database}`;
    const query = async <T>(server: 'primary' | 'replica', sql: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> => {
      const client = new pg.Client({ connectionString: url(server, database) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    };
    const [{ standby }] = await query<{ standby: boolean }>('replica', 'SELECT pg_is_in_recovery() AS standby');
    if (!standby) throw new Error('the replica is not a standby');

    return {
      primaryPort,
      replicaPort,
      url,
      query,
      async waitReplayed(timeoutMs = 15_000) {
        const [{ lsn }] = await query<{ lsn: string }>('primary', 'SELECT pg_current_wal_lsn()::text AS lsn');
        const replay = async () =>
          (await query<{ replayed: string | null; caughtUp: boolean }>('replica', 'SELECT pg_last_wal_replay_lsn()::text AS replayed, coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS "caughtUp"', [lsn]))[0];
        await waitUntil(replay, (r) => r.caughtUp, { timeoutMs, intervalMs: 50, what: `the replica to replay up to ${lsn}` });
      },
      async pauseReplay() {
        await query('replica', 'SELECT pg_wal_replay_pause()');
      },
      async resumeReplay() {
        await query('replica', 'SELECT pg_wal_replay_resume()');
      },
      stopReplica: () => stopServer(replicaDir),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
