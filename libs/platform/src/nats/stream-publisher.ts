import type { PubAck } from '@nats-io/jetstream';
import type { MsgHdrs } from '@nats-io/transport-node';
import type { ReplyInbox } from './reply-inbox.js';

/** How long a message waits for JetStream's acknowledgement (the JetStream client's own default). */
export const STREAM_ACK_TIMEOUT_MS = 5000;

/** JetStream's answer to a message published to a stream's subject: stored (a PubAck) or refused. */
interface PubAckReply {
  stream?: string;
  seq?: number;
  duplicate?: boolean;
  domain?: string;
  error?: { code?: number; err_code?: number; description?: string };
}

/**
 * Publishes a message to a stream and resolves once JetStream has stored it, as the JetStream
 * client's `publish(subject, body, { headers })` does (one try; its reply parsed the same way),
 * but with the reply taken by the connection's ReplyInbox: nats.js's own request builds an Error
 * with a stack trace for every message, acknowledged or not. Fails with NATS's errors ("no
 * responders": no stream takes the subject; TimeoutError: no acknowledgement in time; the
 * connection closed), or with the stream's refusal (its description) or a reply that is not a
 * PubAck.
 */
export class StreamPublisher {
  constructor(
    private readonly inbox: ReplyInbox,
    private readonly timeoutMs = STREAM_ACK_TIMEOUT_MS,
  ) {}

  async publish(subject: string, body: string, opts: { headers: MsgHdrs }): Promise<PubAck> {
    const reply = await this.inbox.request(subject, body, this.timeoutMs, opts.headers);
    const ack = parseAck(reply.data);
    if (ack.error) throw new Error(`JetStream refused the message: ${ack.error.description ?? 'no description'} (${ack.error.err_code ?? ack.error.code ?? 'no code'})`);
    if (!ack.stream || typeof ack.seq !== 'number') throw new Error('JetStream answered with an invalid acknowledgement');
    return { stream: ack.stream, seq: ack.seq, duplicate: ack.duplicate ?? false, ...(ack.domain ? { domain: ack.domain } : {}) };
  }
}

const dec = new TextDecoder();

/** JetStream's reply, JSON from the server: checked field by field by the caller. */
function parseAck(bytes: Uint8Array): PubAckReply {
  return JSON.parse(dec.decode(bytes));
}
