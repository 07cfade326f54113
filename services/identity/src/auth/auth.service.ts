import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityEvents, type IssuedSession, type LoginDto, type RegisterDto } from '@streaming/contracts';
import { addToOutbox, DomainError, Infrastructure, isUniqueViolation } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { UsersRepository } from '../users/users.repository.js';
import type { UserEntity } from '../users/user.entity.js';
import { CaptchaService } from '../captcha/captcha.service.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { confirmEmailMail, emailChangedMail, resetPasswordMail } from '../mail/mail-templates.js';
import { SessionsService } from './sessions.service.js';
import { EmailTokensService } from './email-tokens.service.js';
import { hashPassword, passwordProblem, verifyPassword } from './password.rules.js';
import { fail } from './identity-errors.js';

@Injectable()
export class AuthService {
  /** Compared against when the e-mail is unknown, so that timing does not tell whether an account exists. */
  private readonly dummyHash = hashPassword(randomUUID());

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly env: IdentityEnv,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly captcha: CaptchaService,
    private readonly referrals: ReferralsService,
    private readonly emailTokens: EmailTokensService,
    private readonly mail: MailOutboxService,
  ) {}

  async register(dto: RegisterDto): Promise<IssuedSession> {
    const email = dto.email.trim().toLowerCase();
    // Spends the challenge in its own committed statement: it stays spent whatever happens next.
    await this.captcha.consume(dto.captchaToken, dto.captchaAnswer);
    // From here on, any refusal hands the form a new challenge.
    try {
      const problem = passwordProblem(dto.password);
      if (problem === 'too_short') throw fail('PASSWORD_TOO_SHORT');
      if (problem === 'too_common') throw fail('PASSWORD_TOO_COMMON');
      const passwordHash = await hashPassword(dto.password);
      const session = await this.ds.transaction(async (manager) => {
        if (await this.users.emailInUse(email, manager)) throw fail('EMAIL_TAKEN');
        const now = new Date();
        const user: UserEntity = {
          id: randomUUID(),
          email,
          passwordHash,
          pendingEmail: null,
          emailConfirmedAt: null,
          lastSignInAt: now,
          tokensValidAfter: new Date(0),
          createdAt: now,
          updatedAt: now,
        };
        await this.users.insert(user, manager);
        if (dto.referralKey) await this.referrals.use(dto.referralKey, user.id, manager);
        const token = await this.emailTokens.create(manager, user.id, 'email_confirm', email);
        await this.mail.queue(manager, email, confirmEmailMail(`${this.env.APP_URL}/confirm-email#token=${token}`, false));
        await addToOutbox(manager, IdentityEvents.registered, { userId: user.id, email });
        return this.sessions.issue(user, manager);
      });
      this.afterCommit();
      return session;
    } catch (err) {
      if (err instanceof DomainError) throw new DomainError(err.code, err.status, err.message, { ...err.extra, captcha: this.captcha.create() });
      if (isUniqueViolation(err)) throw fail('EMAIL_TAKEN', { captcha: this.captcha.create() });
      throw err;
    }
  }

  async login(dto: LoginDto): Promise<IssuedSession> {
    const user = await this.users.findByEmail(dto.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), dto.password);
    if (!user || !valid) throw fail('INVALID_CREDENTIALS');
    const session = await this.ds.transaction(async (manager) => {
      user.lastSignInAt = new Date();
      await this.users.update(user.id, { lastSignInAt: user.lastSignInAt }, manager);
      await addToOutbox(manager, IdentityEvents.profileChanged, { userId: user.id });
      return this.sessions.issue(user, manager);
    });
    this.infra.relay?.poke();
    return session;
  }

  /**
   * Always succeeds, and answers once the address is looked up, member or not: the link is made and
   * queued after the answer, so neither the answer nor the time it takes tells whether the address
   * has an account. A failure there is logged; the member asks again.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    void this.mailResetLink(user).catch((err: Error) => this.infra.logger.warn({ err: err.message, userId: user.id }, 'reset link not queued'));
  }

  private async mailResetLink(user: UserEntity): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const token = await this.emailTokens.create(manager, user.id, 'recovery');
      const link = `${this.env.APP_URL}/reset-password#access_token=${token}&type=recovery`;
      await this.mail.queue(manager, user.email, resetPasswordMail(link));
    });
    this.afterCommit();
  }

  /** Throws what `resetPassword` would for this link, without using it; answers when it can be used. */
  async checkResetLink(token: string): Promise<void> {
    const state = await this.emailTokens.check(token, ['recovery']);
    if (!state.ok) throw fail(resetLinkError(state.reason));
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem === 'too_short') throw fail('PASSWORD_TOO_SHORT');
    if (problem === 'too_common') throw fail('PASSWORD_TOO_COMMON');
    const passwordHash = await hashPassword(password);
    await this.ds.transaction(async (manager) => {
      const claim = await this.emailTokens.claim(manager, token, ['recovery']);
      if (!claim.ok) throw fail(resetLinkError(claim.reason));
      const userId = claim.token.userId;
      await this.users.update(userId, { passwordHash }, manager);
      await this.sessions.revokeAll(userId, manager);
      await addToOutbox(manager, IdentityEvents.passwordChanged, { userId });
    });
    this.afterCommit();
  }

  async confirmEmail(token: string): Promise<{ email: string; userId: string }> {
    const result = await this.ds.transaction(async (manager) => {
      const claim = await this.emailTokens.claim(manager, token, ['email_confirm', 'email_change']);
      if (!claim.ok) throw fail('EMAIL_TOKEN_INVALID');
      const { userId, kind, email } = claim.token;
      const user = await this.users.findById(userId, manager);
      if (!user || !email) throw fail('EMAIL_TOKEN_INVALID');
      if (kind === 'email_confirm') {
        if (user.email !== email) throw fail('EMAIL_TOKEN_INVALID');
        await this.users.update(userId, { emailConfirmedAt: new Date() }, manager);
        await addToOutbox(manager, IdentityEvents.profileChanged, { userId });
        return { email, userId };
      }
      if (user.pendingEmail !== email) throw fail('EMAIL_TOKEN_INVALID');
      if (await this.users.emailInUse(email, manager)) throw fail('EMAIL_TAKEN');
      await this.users.update(userId, { email, pendingEmail: null, emailConfirmedAt: new Date() }, manager);
      await addToOutbox(manager, IdentityEvents.emailChanged, { userId, email });
      await this.mail.queue(manager, user.email, emailChangedMail(email, this.env.SUPPORT_EMAIL));
      return { email, userId };
    });
    this.afterCommit();
    return result;
  }

  private afterCommit(): void {
    this.infra.relay?.poke();
    void this.mail.flush();
  }
}

/** The reset page's message for a link that cannot be used: expired, or anything else (unknown, malformed, used). */
const resetLinkError = (reason: 'invalid' | 'used' | 'expired') => (reason === 'expired' ? 'RESET_LINK_EXPIRED' : 'RESET_LINK_INVALID');
