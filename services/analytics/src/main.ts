import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@streaming/platform';
import { AnalyticsEnv } from './config/analytics.env.js';
import { startAnalytics } from './analytics.app.js';

try {
  const env = loadConfig(AnalyticsEnv);
  const running = await startAnalytics(env);
  running.infra.logger.info({ queue: 'analytics', prefix: env.NATS_PREFIX || '(none)' }, 'analytics service listening on NATS');
  closeOnSignals(() => running.close(), running.infra.logger);
} catch (err) {
  console.error(err instanceof ConfigError ? `analytics: ${err.message}` : err);
  process.exit(1);
}
