import { IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';

/** Variables every service reads. Each service's Env class extends this one. */
export class BaseEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Matches(/^nats:\/\/|^[\w.-]+:\d+$/, { message: 'NATS_URL must look like nats://host:port' })
  NATS_URL = 'nats://127.0.0.1:4222';

  /** Prefix of every request/reply subject, so a test run never answers a dev run's requests. */
  @Matches(/^[a-z0-9_]*$/, { message: 'NATS_PREFIX must be lowercase letters, digits or _' })
  NATS_PREFIX = '';

  @IsInt()
  @Min(100)
  @Max(60000)
  RPC_TIMEOUT_MS = 5000;

  @Matches(/^redis:\/\//, { message: 'REDIS_URL must start with redis://' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsString()
  REDIS_PREFIX = 'streaming:';

  @Matches(/^[A-Z0-9_]+$/, { message: 'EVENTS_STREAM must be upper-case letters, digits or _' })
  EVENTS_STREAM = 'EVENTS';

  @Matches(/^[a-z0-9_]+$/, { message: 'EVENTS_PREFIX must be lowercase letters, digits or _' })
  EVENTS_PREFIX = 'events';

  /** Replicas of the events stream when a service creates it (3 on a NATS cluster). */
  @IsInt()
  @Min(1)
  @Max(5)
  EVENTS_REPLICAS = 1;
}

/** Services that own a PostgreSQL schema. */
export class DatabaseEnv extends BaseEnv {
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres://' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/streaming';
}
