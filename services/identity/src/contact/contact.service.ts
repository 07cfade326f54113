import { Injectable } from '@nestjs/common';
import type { ContactDto } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { contactMail } from '../mail/mail-templates.js';
import { UsersRepository } from '../users/users.repository.js';
import { fail } from '../auth/identity-errors.js';

const CATEGORY_LABELS: Record<ContactDto['category'], string> = {
  technique: 'Problème technique',
  compte: 'Compte',
  suggestion: 'Suggestion',
  partenariat: 'Partenariat',
  autre: 'Autre',
};

/**
 * The contact form of a signed-in member: a mail to support whose Reply-To is the account's address,
 * so that an answer goes to the member and nobody else. The address typed in the form is only
 * shown in the body (when it differs), never used for replies: anyone can type any address.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly env: IdentityEnv,
    private readonly mail: MailOutboxService,
    private readonly users: UsersRepository,
  ) {}

  async send(userId: string, dto: ContactDto): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw fail('USER_NOT_FOUND');
    const content = contactMail({ account: user.email, typed: dto.email }, CATEGORY_LABELS[dto.category], dto.subject, dto.message);
    await this.mail.send(this.env.SUPPORT_EMAIL, content, user.email);
  }
}
