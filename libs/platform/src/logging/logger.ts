import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { sanitize, serializeError } from './log-sanitizer.js';

export type { Logger } from 'pino';

/**
 * JSON logs on stdout, one logger per process, named after the service. Every logged object goes
 * through `sanitize`: passwords, tokens, cookies, authorization headers and database query
 * parameters are masked, wherever they sit in the object.
 */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: (err: unknown) => (err instanceof Error ? serializeError(err) : sanitize(err)) },
    formatters: { log: (object: Record<string, unknown>) => sanitize(object) as Record<string, unknown> },
  };
  return destination ? pino(options, destination) : pino(options);
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
