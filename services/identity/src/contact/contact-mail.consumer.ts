import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModerationEvents, type ContactEventData } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { contactMail } from '../mail/mail-templates.js';
import { MemberMailService, type MemberMail } from '../mail/member-mail.service.js';

/** The form's categories as support reads them (an unknown one is shown as sent). */
const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  technique: 'Problème technique',
  compte: 'Compte',
  suggestion: 'Suggestion',
  partenariat: 'Partenariat',
  autre: 'Autre',
};

/**
 * The contact form of a signed-in member, stored by moderation (`moderation.contact.received`):
 * a mail to support whose Reply-To is the account's address now, so that an answer goes to the
 * member and nobody else. The address typed in the form is only shown in the body (when it
 * differs), never used for replies: anyone can type any address. Once per event (MemberMailService);
 * nothing for a member erased since.
 */
@Injectable()
export class ContactMailConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly env: IdentityEnv,
    private readonly mails: MemberMailService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({
      durable: 'identity-mail-moderation-contact-received',
      filters: [ModerationEvents.contactReceived],
      handle: (events) => this.mails.mailOnce(events, (event) => [this.supportMail(event.data)]),
    });
  }

  private supportMail(message: ContactEventData): MemberMail {
    const category = CATEGORY_LABELS[message.category] ?? message.category;
    return {
      userId: message.userId,
      compose: (account) => ({
        to: this.env.SUPPORT_EMAIL,
        replyTo: account,
        content: contactMail({ account, typed: message.typedEmail }, category, message.subject, message.message),
      }),
    };
  }
}
