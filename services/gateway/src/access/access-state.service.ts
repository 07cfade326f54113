import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { IdentityPatterns, type AccessState, type BusEvent, type EventTypesMatching } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { GatewayEnv } from '../config/gateway.env.js';
import { EntrySealer } from './signed-entry.js';

/** How long this process trusts its own copy before asking Redis again. Events drop it sooner. */
const LOCAL_TTL_MS = 5000;
const LOCAL_MAX_ENTRIES = 50_000;

/**
 * Role, ban, revocation and profile of a user: a short in-process copy in front of Redis, in front
 * of identity. Both copies are dropped by identity.user.* events (and at once by this gateway
 * after the changes it relays), so a ban or a demotion applies immediately. With Redis down,
 * identity is asked directly. Redis entries are signed with ACCESS_CACHE_KEY: an entry written by
 * anyone else (a role or a ban "from Redis alone") is a miss, reloaded from identity and logged.
 */
@Injectable()
export class AccessStateService implements OnApplicationBootstrap {
  private readonly local = new Map<string, { state: AccessState; until: number }>();
  private readonly sealer: EntrySealer;

  constructor(
    private readonly infra: Infrastructure,
    private readonly env: GatewayEnv,
  ) {
    this.sealer = new EntrySealer(env.ACCESS_CACHE_KEY);
  }

  private key(userId: string): string {
    return this.infra.cache.key('gateway', 'access', userId);
  }

  /**
   * The member's state: this process's own copy while it is fresh, as it is (no promise: what nearly
   * every request gets), otherwise a promise of the state read from Redis or identity.
   */
  get(userId: string, requestId?: string): AccessState | Promise<AccessState> {
    const now = Date.now();
    const hit = this.local.get(userId);
    if (hit && hit.until > now) return hit.state;
    return this.fetch(userId, now, requestId);
  }

  private async fetch(userId: string, now: number, requestId?: string): Promise<AccessState> {
    const state = (await this.fromRedis(userId)) ?? (await this.load(userId, requestId));
    if (this.local.size >= LOCAL_MAX_ENTRIES) this.local.clear();
    this.local.set(userId, { state, until: now + LOCAL_TTL_MS });
    return state;
  }

  private async fromRedis(userId: string): Promise<AccessState | undefined> {
    const key = this.key(userId);
    const entry = await this.infra.cache.get<unknown>(key);
    if (entry === undefined) return undefined;
    const state = this.sealer.open<AccessState>(key, entry);
    if (state?.userId === userId) return state;
    this.infra.logger.warn({ userId }, 'access cache: entry without a valid gateway signature ignored, reloading from identity');
    return undefined;
  }

  private async load(userId: string, requestId?: string): Promise<AccessState> {
    const state = await this.infra.rpc.call(IdentityPatterns.accessGet, { userId }, { requestId });
    const key = this.key(userId);
    await this.infra.cache.set(key, this.sealer.seal(key, state), this.env.ACCESS_CACHE_TTL_SECONDS);
    return state;
  }

  /** Forgets a member's state here and in Redis; answers whether Redis dropped it (as Cache.del). */
  async drop(userId: string): Promise<boolean> {
    this.local.delete(userId);
    return this.infra.cache.del(this.key(userId));
  }

  async onApplicationBootstrap(): Promise<void> {
    const filter = 'identity.user.>';
    const usersOf = (events: Array<BusEvent<EventTypesMatching<typeof filter>>>) => new Set(events.map((e) => e.data.userId).filter(Boolean));
    // Shared durable consumer: one replica handles each event and drops the Redis copy (survives
    // restarts). A drop Redis did not do fails the batch, tried again: a ban is not left unseen until the TTL.
    await this.infra.consume({
      durable: 'gateway-access-cache',
      filters: [filter],
      handle: (events) => dropEach(usersOf(events), (id) => this.drop(id)),
    });
    // Every replica also forgets its own in-process copies (bounded by LOCAL_TTL_MS if it misses one).
    this.infra.follow(filter, (events) => {
      for (const id of usersOf(events)) this.local.delete(id);
    });
  }
}

/** Drops each member's copies; throws when Redis did not drop one, so that the consumer's batch is delivered again. */
export async function dropEach(userIds: Iterable<string>, drop: (userId: string) => Promise<boolean>): Promise<void> {
  const done = await Promise.all([...userIds].map(drop));
  if (!done.every(Boolean)) throw new Error('access cache: drop not done in Redis, to try again');
}
