import 'reflect-metadata';
import { createLogger, DomainError, Infrastructure, loadConfig } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { createIdentityDataSource } from '../database/identity-data-source.js';
import { UsersRepository } from '../users/users.repository.js';
import { EmailTokensRepository } from '../auth/email-tokens.repository.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import { MailOutboxRepository } from '../mail/mail-outbox.repository.js';
import { InboxRepository } from '../housekeeping/inbox.repository.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { AuditService } from '../audit/audit.service.js';
import { AccountErasureService } from './account-erasure.service.js';
import { accountRef } from './account-erasure.rules.js';

// npm run users:delete -- email@example.org   (or the account's id)
const input = process.argv[2];
const ref = process.argv.length === 3 ? accountRef(input) : null;
if (!ref) {
  console.error("Usage : npm run users:delete -- email@exemple.fr (ou l'identifiant du compte)");
  process.exit(2);
}
const env = loadConfig(IdentityEnv);
const infra = await Infrastructure.start({ name: 'identity-cli', env, logger: createLogger('identity-cli', 'warn'), dataSource: createIdentityDataSource(env.DATABASE_URL) });
try {
  const ds = infra.dataSource!;
  const users = new UsersRepository(ds);
  const audit = new AuditService(ds, infra, new AuditRepository(ds), new InboxRepository(ds), users);
  const erasure = new AccountErasureService(ds, infra, users, new EmailTokensRepository(ds), new SessionsRepository(ds), new MailOutboxRepository(ds), audit);
  const erased = await erasure.erase(ref);
  // identity.user.deleted leaves now, not at the service's next relay tick.
  await infra.relay?.idle();
  await infra.relay?.flush();
  console.log(`Le compte ${erased.email} (${erased.userId}) a été supprimé.`);
} catch (err) {
  console.error(err instanceof DomainError && err.code === 'USER_NOT_FOUND' ? `Aucun compte pour ${input!.trim()}.` : err);
  process.exitCode = 1;
} finally {
  await infra.close();
}
