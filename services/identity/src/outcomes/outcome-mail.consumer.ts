import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { MemberMailService, type MemberMail } from '../mail/member-mail.service.js';
import { OUTCOME_FILTERS, outcomeMail, type OutcomeEvent } from './outcome-mail.rules.js';

/**
 * Tells members what became of their reports and content requests: one durable consumer per status
 * change of moderation (`identity-mail-moderation-report-status_changed`, `…-request-status_changed`:
 * one filter each, as NATS before 2.10 takes; each for all replicas). Each change is mailed once
 * (MemberMailService: inbox and mail outbox in one transaction) to the members' addresses now; an
 * erased or unknown member is skipped. Which change mails whom: outcome-mail.rules.ts.
 */
@Injectable()
export class OutcomeMailConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly env: IdentityEnv,
    private readonly mails: MemberMailService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const filter of OUTCOME_FILTERS) {
      await this.infra.consume({
        durable: `identity-mail-${filter.replace(/\./g, '-')}`,
        filters: [filter],
        handle: (events) => this.mails.mailOnce(events, (event) => this.mailsFor(event)),
      });
    }
  }

  private mailsFor(event: OutcomeEvent): MemberMail[] {
    const mail = outcomeMail(event, this.env.APP_URL);
    return mail ? mail.memberIds.map((userId) => ({ userId, compose: (to) => ({ to, content: mail.content }) })) : [];
  }
}
