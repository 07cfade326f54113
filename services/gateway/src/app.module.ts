import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Infrastructure } from '@streaming/platform';
import { GatewayEnv } from './config/gateway.env.js';
import { RpcService } from './rpc/rpc.service.js';
import { AccessTokenVerifier } from './access/access-token.js';
import { AccessStateService } from './access/access-state.service.js';
import { AccessGuard } from './auth/access.guard.js';
import { AccessTokenStrategy } from './auth/access-token.strategy.js';
import { LocalStrategy } from './auth/local.strategy.js';
import { RateLimiterService } from './rate-limit/rate-limiter.service.js';
import { LoginThrottle } from './rate-limit/login-throttle.service.js';
import { ResetMailThrottle } from './rate-limit/reset-mail-throttle.service.js';
import { AuthController } from './auth/auth.controller.js';
import { MeController } from './me/me.controller.js';
import { MeShortcut } from './me/me-shortcut.js';
import { ADMIN_CONTROLLERS } from './admin/index.js';
import { ContactController } from './contact/contact.controller.js';
import { EngagementController } from './engagement/engagement.controller.js';
import { MemberBatches } from './engagement/member-batches.js';
import { ProgressShortcut } from './engagement/progress-shortcut.js';
import { HealthController } from './health/health.controller.js';
import { CATALOGUE_CONTROLLERS, CATALOGUE_PROVIDERS } from './catalogue/index.js';
import { MODERATION_CONTROLLERS, MODERATION_PROVIDERS } from './moderation/index.js';
import { ANALYTICS_CONTROLLERS } from './analytics/index.js';

@Module({})
export class AppModule {
  static register(infra: Infrastructure, env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [AuthController, MeController, ...ADMIN_CONTROLLERS, ContactController, EngagementController, HealthController, ...CATALOGUE_CONTROLLERS, ...MODERATION_CONTROLLERS, ...ANALYTICS_CONTROLLERS],
      providers: [
        { provide: Infrastructure, useValue: infra },
        { provide: GatewayEnv, useValue: env },
        { provide: AccessTokenVerifier, useValue: new AccessTokenVerifier(env.JWT_SECRET) },
        // Passport strategies register themselves by name; the guard tries ACCESS_STRATEGIES (auth/access-strategy.ts).
        AccessTokenStrategy, LocalStrategy,
        AccessGuard,
        { provide: APP_GUARD, useExisting: AccessGuard },
        RpcService, MemberBatches, AccessStateService, MeShortcut, ProgressShortcut, RateLimiterService, LoginThrottle, ResetMailThrottle, ...CATALOGUE_PROVIDERS, ...MODERATION_PROVIDERS,
      ],
    };
  }
}
