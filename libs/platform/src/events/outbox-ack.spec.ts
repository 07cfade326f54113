import { describe, expect, it } from '@jest/globals';
import { headers } from '@nats-io/transport-node';
import { ackFailure } from './outbox.js';

const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

describe('ackFailure', () => {
  it('accepts a stored message and a duplicate JetStream dropped', () => {
    expect(ackFailure({ data: enc({ stream: 'EVENTS', seq: 12 }) })).toBeNull();
    expect(ackFailure({ data: enc({ stream: 'EVENTS', seq: 12, duplicate: true }) })).toBeNull();
  });

  it('reports a refusal, a missing stream (503 no responders) and an unreadable answer', () => {
    expect(ackFailure({ data: enc({ error: { code: 400, description: 'maximum messages exceeded' } }) })).toBe('maximum messages exceeded');
    const noResponders = headers(503, 'No Responders');
    expect(ackFailure({ headers: noResponders, data: new Uint8Array() })).toBe('503 No Responders');
    expect(ackFailure({ data: new TextEncoder().encode('not json') })).toBe('unreadable JetStream acknowledgement');
    expect(ackFailure({ data: enc({ seq: 1 }) })).toBe('invalid JetStream acknowledgement');
  });
});
