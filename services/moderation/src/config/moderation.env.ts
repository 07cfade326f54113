import { IsInt, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The moderation service's configuration: its PostgreSQL pool (reports, content requests, popups, contact messages). */
export class ModerationEnv extends DatabaseEnv {
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;
}
