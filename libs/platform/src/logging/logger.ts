import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** JSON logs on stdout, one logger per process, named after the service. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Lets Nest write its own messages through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
}
