import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnalyticsPatterns, CataloguePatterns, EngagementPatterns, IdentityPatterns, ModerationPatterns, type HealthReport } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { Public } from '../auth/route-access.decorators.js';

/** Services asked for their own health (they report their PostgreSQL, Redis and NATS). */
export const SERVICE_HEALTH_PATTERNS: Record<
  string,
  | typeof IdentityPatterns.health
  | typeof CataloguePatterns.health
  | typeof EngagementPatterns.health
  | typeof ModerationPatterns.health
  | typeof AnalyticsPatterns.health
> = {
  identity: IdentityPatterns.health,
  catalogue: CataloguePatterns.health,
  engagement: EngagementPatterns.health,
  moderation: ModerationPatterns.health,
  analytics: AnalyticsPatterns.health,
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly infra: Infrastructure) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const own = await this.infra.health();
    const checks: HealthReport['checks'] = { gateway: { status: 'up' }, nats: own.nats, redis: own.redis };
    await Promise.all(
      Object.entries(SERVICE_HEALTH_PATTERNS).map(async ([name, pattern]) => {
        const started = performance.now();
        try {
          const deps = await this.infra.rpc.call(pattern, {}, { timeoutMs: 2000 });
          checks[name] = { status: 'up', latencyMs: Math.round(performance.now() - started) };
          if (deps.postgres) checks[`${name}.postgres`] = deps.postgres;
          if (deps.postgres && !checks.postgres) checks.postgres = deps.postgres;
        } catch (err) {
          checks[name] = { status: 'down', error: (err as Error).message };
        }
      }),
    );
    if (!checks.postgres) checks.postgres = { status: 'down', error: 'aucun service ne peut joindre PostgreSQL' };
    const down = Object.values(checks).filter((c) => c.status === 'down').length;
    const status: HealthReport['status'] = down === 0 ? 'ok' : checks.nats.status === 'down' ? 'down' : 'degraded';
    reply.status(status === 'ok' ? 200 : 503);
    return { status, checks };
  }
}
