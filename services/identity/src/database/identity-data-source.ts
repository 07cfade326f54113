import { createDataSource, InboxEntity, OutboxEntity } from '@streaming/platform';
import { AdminUserEntity, UserEntity } from '../users/user.entity.js';
import { CaptchaUseEntity, EmailTokenEntity, RefreshTokenEntity, RevokedAccessTokenEntity, RevokedSessionEntity } from '../auth/token.entities.js';
import { BanEntity } from '../bans/ban.entity.js';
import { ReferralKeyEntity, UserReferralEntity } from '../referrals/referral.entities.js';
import { MailOutboxEntity } from '../mail/mail-outbox.entity.js';
import { IdentityInit1763780000000 } from './migrations/1763780000000-identity-init.js';
import { SessionRevocation1764300000000 } from './migrations/1764300000000-session-revocation.js';
import { EmailChangeCancelLinks1795437124566 } from './migrations/1795437124566-email-change-cancel-links.js';
import { RevokedSessions1795600000000 } from './migrations/1795600000000-revoked-sessions.js';
import { AuditLog1795700000000 } from './migrations/1795700000000-audit-log.js';
import { UsersSearchIndexes1795700000001 } from './migrations/1795700000001-users-search-indexes.js';

export const IDENTITY_SCHEMA = 'identity';

export function createIdentityDataSource(url: string) {
  return createDataSource({
    url,
    schema: IDENTITY_SCHEMA,
    entities: [
      UserEntity, AdminUserEntity, RefreshTokenEntity, RevokedAccessTokenEntity, RevokedSessionEntity, EmailTokenEntity, CaptchaUseEntity, BanEntity,
      ReferralKeyEntity, UserReferralEntity, MailOutboxEntity, OutboxEntity, InboxEntity,
    ],
    migrations: [IdentityInit1763780000000, SessionRevocation1764300000000, EmailChangeCancelLinks1795437124566, RevokedSessions1795600000000, AuditLog1795700000000, UsersSearchIndexes1795700000001],
  });
}
