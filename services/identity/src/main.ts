import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@streaming/platform';
import { IdentityEnv } from './config/identity.env.js';
import { startIdentity } from './identity.app.js';

try {
  const env = loadConfig(IdentityEnv);
  const running = await startIdentity(env);
  running.infra.logger.info({ queue: 'identity', prefix: env.NATS_PREFIX || '(none)' }, 'identity service listening on NATS');
  closeOnSignals(() => running.close(), running.infra.logger);
} catch (err) {
  console.error(err instanceof ConfigError ? `identity: ${err.message}` : err);
  process.exit(1);
}
