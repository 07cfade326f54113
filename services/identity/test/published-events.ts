import type { EventEnvelope } from '@streaming/contracts';
import { queryDb } from '../../../tests/support/servers.js';
import { storedEvents } from '../../../tests/support/stored-events.js';
import type { TestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import type { RunningIdentity } from '../src/identity.app.js';

/**
 * Every event identity has published on `subject` (a filter: `…identity.user.>` takes them all),
 * oldest first, once its outbox is empty: the relay deletes a row after publishing it, so an event
 * written before this call, or one published twice, is there by then.
 */
export async function publishedEvents<E = EventEnvelope>(identity: RunningIdentity, names: TestNames, subject: string): Promise<E[]> {
  const outboxSize = async () => (await queryDb<{ n: number }>(names, 'SELECT count(*)::int AS n FROM identity.outbox'))[0].n;
  await waitUntil(outboxSize, (n) => n === 0, { what: "identity's outbox published" });
  return storedEvents<E>(identity.infra.js, names.EVENTS_STREAM, subject);
}
