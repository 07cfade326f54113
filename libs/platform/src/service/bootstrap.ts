import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { PrefixedNatsServer } from '../nats/rpc-server.js';
import { DomainRpcExceptionFilter } from '../nats/rpc-exception.filter.js';
import { RpcLoggingInterceptor } from '../nats/rpc-logging.interceptor.js';
import { RpcTrustGuard } from '../nats/rpc-trust.guard.js';
import { natsConnectOptions } from '../nats/nats-connection.js';
import { PinoNestLogger } from '../logging/logger.js';
import type { Infrastructure } from './infrastructure.js';

/** Starts a Nest microservice on NATS, in the queue group named after the service; every request's caller context is verified first. */
export async function startMicroservice(module: unknown, infra: Infrastructure): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module as never, {
    strategy: new PrefixedNatsServer({ connection: natsConnectOptions(infra.env), name: `${infra.name}-rpc`, queue: infra.name, prefix: infra.env.NATS_PREFIX, signing: infra.signing }),
    logger: new PinoNestLogger(infra.logger.child({ context: 'nest' })),
  });
  app.useGlobalFilters(new DomainRpcExceptionFilter(infra.logger));
  // Before any handler: the caller context must be signed (requireActor reads only what was verified).
  app.useGlobalGuards(new RpcTrustGuard(infra.signing, infra.logger));
  app.useGlobalInterceptors(new RpcLoggingInterceptor(infra.logger));
  await app.listen();
  return app;
}

/** A service started by startService: its Nest microservice, its connections, and how to close both. */
export interface RunningService {
  app: INestMicroservice;
  infra: Infrastructure;
  close(): Promise<void>;
}

/**
 * Starts a service's Nest module (`module` is its AppModule.register(...)) on connections already open;
 * when the start fails half-way, closes them (the relay's timer, NATS, the pools) so that nothing is left running.
 */
export async function startService(infra: Infrastructure, module: unknown): Promise<RunningService> {
  let app: INestMicroservice;
  try {
    app = await startMicroservice(module, infra);
  } catch (err) {
    await infra.close();
    throw err;
  }
  return {
    app,
    infra,
    async close() {
      await app.close();
      await infra.close();
    },
  };
}

/** Closes Nest then the connections on SIGINT/SIGTERM, so nothing in flight is lost. */
export function closeOnSignals(close: () => Promise<void>, logger: { info: (msg: string) => void }): void {
  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received, shutting down`);
    close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}
