import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { IdentityPatterns, type AccessState, type UserEventData } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { GatewayEnv } from '../config/gateway.env.js';

/**
 * Role, ban and revocation of a user, cached in Redis and dropped by identity.user.* events, so a
 * ban or a demotion applies at once. With Redis down, identity is asked directly.
 */
@Injectable()
export class AccessStateService implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly env: GatewayEnv,
  ) {}

  private key(userId: string): string {
    return this.infra.cache.key('gateway', 'access', userId);
  }

  async get(userId: string, requestId?: string): Promise<AccessState> {
    return this.infra.cache.getOrLoad(this.key(userId), this.env.ACCESS_CACHE_TTL_SECONDS, () =>
      this.infra.rpc.call<AccessState>(IdentityPatterns.accessGet, { userId }, { requestId }),
    );
  }

  async drop(userId: string): Promise<void> {
    await this.infra.cache.del(this.key(userId));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({
      durable: 'gateway-access-cache',
      filterSubjects: [this.infra.subject('identity.user.>')],
      handle: async (events) => {
        const ids = new Set(events.map((e) => (e.data as UserEventData).userId).filter(Boolean));
        await Promise.all([...ids].map((id) => this.drop(id)));
      },
    });
  }
}
