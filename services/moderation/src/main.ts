import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@streaming/platform';
import { ModerationEnv } from './config/moderation.env.js';
import { startModeration } from './moderation.app.js';

try {
  const env = loadConfig(ModerationEnv);
  const running = await startModeration(env);
  running.infra.logger.info({ queue: 'moderation', prefix: env.NATS_PREFIX || '(none)' }, 'moderation service listening on NATS');
  closeOnSignals(() => running.close(), running.infra.logger);
} catch (err) {
  console.error(err instanceof ConfigError ? `moderation: ${err.message}` : err);
  process.exit(1);
}
