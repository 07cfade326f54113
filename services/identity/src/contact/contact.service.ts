import { Injectable } from '@nestjs/common';
import type { ContactDto } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { contactMail } from '../mail/mail-templates.js';

const CATEGORY_LABELS: Record<ContactDto['category'], string> = {
  technique: 'Problème technique',
  compte: 'Compte',
  suggestion: 'Suggestion',
  partenariat: 'Partenariat',
  autre: 'Autre',
};

/** The contact form: a mail to support, with the member's address as reply-to. */
@Injectable()
export class ContactService {
  constructor(
    private readonly env: IdentityEnv,
    private readonly mail: MailOutboxService,
  ) {}

  async send(dto: ContactDto): Promise<void> {
    await this.mail.send(this.env.SUPPORT_EMAIL, contactMail(dto.email, CATEGORY_LABELS[dto.category], dto.subject, dto.message), dto.email);
  }
}
