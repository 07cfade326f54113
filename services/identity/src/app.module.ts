import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure } from '@streaming/platform';
import { IdentityEnv } from './config/identity.env.js';
import { UsersRepository } from './users/users.repository.js';
import { AccountService } from './users/account.service.js';
import { AccountHandler } from './users/account.handler.js';
import { SessionsService } from './auth/sessions.service.js';
import { SessionsRepository } from './auth/sessions.repository.js';
import { EmailTokensService } from './auth/email-tokens.service.js';
import { EmailTokensRepository } from './auth/email-tokens.repository.js';
import { AuthService } from './auth/auth.service.js';
import { AuthHandler } from './auth/auth.handler.js';
import { CaptchaService } from './captcha/captcha.service.js';
import { CaptchaUsesRepository } from './captcha/captcha-uses.repository.js';
import { BansService } from './bans/bans.service.js';
import { BansRepository } from './bans/bans.repository.js';
import { ReferralsService } from './referrals/referrals.service.js';
import { ReferralsRepository } from './referrals/referrals.repository.js';
import { MailOutboxService } from './mail/mail-outbox.service.js';
import { MailOutboxRepository } from './mail/mail-outbox.repository.js';
import { AdminUsersService } from './admin/admin-users.service.js';
import { AdminUsersRepository } from './admin/admin-users.repository.js';
import { AdminUsersHandler } from './admin/admin-users.handler.js';
import { AccountErasureService } from './admin/account-erasure.service.js';
import { ContactMailConsumer } from './contact/contact-mail.consumer.js';
import { MemberMailService } from './mail/member-mail.service.js';
import { OutcomeMailConsumer } from './outcomes/outcome-mail.consumer.js';
import { AdminMailService } from './admin/admin-mail.service.js';
import { AuditRepository } from './audit/audit.repository.js';
import { AuditService } from './audit/audit.service.js';
import { AuditHandler } from './audit/audit.handler.js';
import { AuditConsumer } from './audit/audit.consumer.js';
import { HealthHandler } from './health/health.handler.js';
import { HousekeepingService } from './housekeeping/housekeeping.service.js';
import { InboxRepository } from './housekeeping/inbox.repository.js';

@Module({})
export class AppModule {
  static register(infra: Infrastructure, env: IdentityEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [AuthHandler, AccountHandler, AdminUsersHandler, AuditHandler, HealthHandler],
      providers: [
        { provide: Infrastructure, useValue: infra },
        { provide: IdentityEnv, useValue: env },
        { provide: DataSource, useValue: infra.dataSource },
        UsersRepository, AccountService, SessionsService, EmailTokensRepository, EmailTokensService, AuthService, CaptchaService,
        BansService, ReferralsService, MailOutboxService, AdminUsersService, AccountErasureService, HousekeepingService,
        MemberMailService, ContactMailConsumer, OutcomeMailConsumer,
        SessionsRepository, CaptchaUsesRepository, BansRepository, ReferralsRepository, MailOutboxRepository, AdminUsersRepository,
        InboxRepository,
        AuditRepository, AuditService, AuditConsumer, AdminMailService,
      ],
    };
  }
}
