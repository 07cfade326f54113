import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@streaming/platform';
import { CatalogueEnv } from './config/catalogue.env.js';
import { startCatalogue } from './catalogue.app.js';

try {
  const env = loadConfig(CatalogueEnv);
  const running = await startCatalogue(env);
  running.infra.logger.info({ queue: 'catalogue', prefix: env.NATS_PREFIX || '(none)' }, 'catalogue service listening on NATS');
  closeOnSignals(() => running.close(), running.infra.logger);
} catch (err) {
  console.error(err instanceof ConfigError ? `catalogue: ${err.message}` : err);
  process.exit(1);
}
