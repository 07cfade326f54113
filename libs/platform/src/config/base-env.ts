import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { SIGNING_KEYS_FORMAT, SIGNING_KEYS_RULE } from '../nats/request-signing.js';

/** Variables every service reads. Each service's Env class extends this one. */
export class BaseEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Matches(/^((nats|tls):\/\/[^,\s]+|[\w.-]+:\d+)(,((nats|tls):\/\/[^,\s]+|[\w.-]+:\d+))*$/, {
    message: 'NATS_URL must look like nats://host:port or nats://user:password@host:port (comma-separated for several)',
  })
  NATS_URL = 'nats://127.0.0.1:4222';

  /** NATS user of this service (one per service where NATS runs with infra/nats/auth.conf). */
  @Matches(/^[A-Za-z0-9_-]*$/, { message: 'NATS_USER must be letters, digits, - or _' })
  NATS_USER = '';

  @ValidateIf((env: BaseEnv) => env.NATS_USER !== '')
  @IsNotEmpty({ message: 'NATS_PASSWORD is required when NATS_USER is set' })
  NATS_PASSWORD = '';

  /** Path of a NATS .creds file (JWT + nkey), instead of a user and password. */
  @IsString()
  NATS_CREDS = '';

  /**
   * Keys signing the caller context of every NATS request, "kid:secret[,kid:secret...]": the first
   * signs, all verify. Required by every process that talks on the bus (checked at start).
   */
  @ValidateIf((env: BaseEnv) => env.INTERNAL_SIGNING_KEYS !== '')
  @Matches(SIGNING_KEYS_FORMAT, { message: SIGNING_KEYS_RULE })
  INTERNAL_SIGNING_KEYS = '';

  /** Prefix of every request/reply subject, so a test run never answers a dev run's requests. */
  @Matches(/^[a-z0-9_]*$/, { message: 'NATS_PREFIX must be lowercase letters, digits or _' })
  NATS_PREFIX = '';

  @IsInt()
  @Min(100)
  @Max(60000)
  RPC_TIMEOUT_MS = 5000;

  /**
   * A read (libs/contracts IdempotentPatterns) that got no answer within this time is sent once
   * more, to another replica, within RPC_TIMEOUT_MS overall.
   */
  @IsInt()
  @Min(50)
  @Max(60000)
  RPC_READ_TRY_TIMEOUT_MS = 1000;

  /**
   * How long a read may wait, in all, for NATS to come back (a restart): that wait is added to
   * RPC_TIMEOUT_MS rather than taken from it; NATS away longer than this is a 503. At most 20 s,
   * so that the request's signature (30 s) outlives the read.
   */
  @IsInt()
  @Min(0)
  @Max(20000)
  RPC_READ_RECONNECT_WAIT_MS = 10000;

  /** redis://[:password@]host:port, or rediss:// for TLS. */
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// (or rediss://)' })
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
