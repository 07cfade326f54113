import 'reflect-metadata';
import { createLogger, Infrastructure, loadConfig } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { createIdentityDataSource } from '../database/identity-data-source.js';
import { AdminUsersService } from './admin-users.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { InboxRepository } from '../housekeeping/inbox.repository.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { AuditService } from '../audit/audit.service.js';

// npm run admin:grant -- email@example.org
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- email@example.org');
  process.exit(2);
}
const env = loadConfig(IdentityEnv);
const infra = await Infrastructure.start({ name: 'identity-cli', env, logger: createLogger('identity-cli', 'warn'), dataSource: createIdentityDataSource(env.DATABASE_URL) });
try {
  const ds = infra.dataSource!;
  const users = new UsersRepository(ds);
  const audit = new AuditService(ds, infra, new AuditRepository(ds), new InboxRepository(ds), users);
  const id = await new AdminUsersService(ds, infra, users, new AdminUsersRepository(ds), audit).grantByEmail(email);
  await infra.relay?.flush();
  console.log(`${email} (${id}) est maintenant administrateur.`);
} catch (err) {
  console.error((err as Error).message === 'Utilisateur introuvable.' ? `Aucun compte pour ${email} : inscrivez-vous d'abord sur le site.` : err);
  process.exitCode = 1;
} finally {
  await infra.close();
}
