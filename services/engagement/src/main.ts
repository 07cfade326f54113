import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@streaming/platform';
import { EngagementEnv } from './config/engagement.env.js';
import { startEngagement } from './engagement.app.js';

try {
  const env = loadConfig(EngagementEnv);
  const running = await startEngagement(env);
  running.infra.logger.info({ queue: 'engagement', prefix: env.NATS_PREFIX || '(none)' }, 'engagement service listening on NATS');
  closeOnSignals(() => running.close(), running.infra.logger);
} catch (err) {
  console.error(err instanceof ConfigError ? `engagement: ${err.message}` : err);
  process.exit(1);
}
