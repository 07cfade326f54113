import { describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logging/logger.js';
import { RequestSigning } from '../nats/request-signing.js';
import { OutboxRelay } from './outbox.js';

const silent = { warn: () => undefined } as unknown as Logger;

describe('OutboxRelay.idle', () => {
  it('waits for the flush under way, so that a stop never closes the database under it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const steps: string[] = [];
    const ds = {
      isInitialized: true,
      // A batch whose transaction is still running (a publish waiting on JetStream).
      transaction: async () => {
        steps.push('batch started');
        await held;
        steps.push('batch committed');
        return 0;
      },
    } as unknown as DataSource;
    const relay = new OutboxRelay(ds, {} as NatsConnection, 'events', RequestSigning.fromSpec('k1:first-secret-0123456789abcdef0123456789'), silent);
    relay.poke();
    const idle = relay.idle().then(() => steps.push('idle'));
    await new Promise((r) => setTimeout(r, 20));
    expect(steps).toEqual(['batch started']);
    release();
    await idle;
    expect(steps).toEqual(['batch started', 'batch committed', 'idle']);
    await expect(relay.idle()).resolves.toBeUndefined();
  });
});
