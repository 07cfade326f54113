import 'reflect-metadata';
import { closeOnSignals, ConfigError, loadConfig } from '@streaming/platform';
import { GatewayEnv } from './config/gateway.env.js';
import { startGateway } from './gateway.app.js';

try {
  const env = loadConfig(GatewayEnv);
  const running = await startGateway(env);
  running.infra.logger.info({ url: env.APP_URL, listening: running.url }, `gateway listening on ${running.url}`);
  closeOnSignals(() => running.close(), running.infra.logger);
} catch (err) {
  console.error(err instanceof ConfigError ? `gateway: ${err.message}` : err);
  process.exit(1);
}
