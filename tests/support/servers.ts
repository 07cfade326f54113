import pg from 'pg';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectOptions } from '@streaming/platform';
import type { TestNames } from './test-env.js';

export async function queryDb<T = Record<string, unknown>>(names: TestNames, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: names.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A connection to the NATS of the run's stack as `user` of infra/nats/auth.conf, with that user's
 * password, as the service of that name connects (its own reply inbox).
 */
export async function connectToStackNats(names: TestNames, user: string): Promise<NatsConnection> {
  if (!names.NATS_URL) throw new Error('NATS_URL not set: the API and browser setups expose their stack as TEST_NATS_URL');
  return connect({ ...natsConnectOptions({ NATS_URL: names.NATS_URL, NATS_USER: user, NATS_PASSWORD: names[`NATS_${user.toUpperCase()}_PASSWORD`] }), name: `test-${user}` });
}

/**
 * The first permission error the NATS server reports on this connection; 'closed' if it closes
 * first, or a "none" message after `timeoutMs` (so a test that expected one fails with it).
 */
export async function nextPermissionError(nc: NatsConnection, timeoutMs = 5000): Promise<string> {
  const statuses = nc.status();
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no permission error within ${timeoutMs} ms`), timeoutMs)));
  const first = (async () => {
    for await (const s of statuses) {
      if (s.type === 'error' && /permission/i.test(String(s.error?.message ?? s.error))) return String(s.error?.message ?? s.error);
    }
    return 'closed';
  })();
  try {
    return await Promise.race([first, none]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Counts the stream info requests for `stream` sent on the bus from now on, as `nc` sees them
 * (a subscriber of the JetStream API subject gets a copy of each): how often a work queue's read
 * barrier looks at its stream.
 */
export function countStreamInfoRequests(nc: NatsConnection, stream: string): { readonly n: number; stop(): void } {
  const sub = nc.subscribe(`$JS.API.STREAM.INFO.${stream}`);
  const counter = { n: 0, stop: () => sub.unsubscribe() };
  void (async () => {
    for await (const _ of sub) counter.n++;
  })();
  return counter;
}
