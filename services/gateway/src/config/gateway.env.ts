import { IsBoolean, IsInt, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { BaseEnv } from '@streaming/platform';

export class GatewayEnv extends BaseEnv {
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Same secret as identity: access tokens are verified here without a network hop. */
  @IsString({ message: 'JWT_SECRET is required (at least 32 characters)' })
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string = undefined as unknown as string;

  /** Signs the access states (role, ban) this gateway keeps in Redis; only gateways hold it. */
  @IsString({ message: 'ACCESS_CACHE_KEY is required (at least 32 characters)' })
  @MinLength(32, { message: 'ACCESS_CACHE_KEY must be at least 32 characters' })
  ACCESS_CACHE_KEY: string = undefined as unknown as string;

  @Matches(/^https?:\/\//, { message: 'APP_URL must start with http:// or https://' })
  APP_URL = 'http://localhost:3000';

  /** Folder of the built SPA. */
  @IsString()
  WEB_DIST = 'web/dist';

  /** Trust X-Forwarded-For (behind a reverse proxy). */
  @IsBoolean()
  TRUST_PROXY = false;

  /** Seconds an access state (role, ban, revocation) stays cached in Redis; events drop it sooner. */
  @IsInt()
  @Min(1)
  @Max(3600)
  ACCESS_CACHE_TTL_SECONDS = 60;

  /** Rate limits, as "<count>/<seconds>". */
  @Matches(/^\d+\/\d+$/)
  RATE_LIMIT_LOGIN = '10/60';

  @Matches(/^\d+\/\d+$/)
  RATE_LIMIT_REGISTER = '5/3600';

  @Matches(/^\d+\/\d+$/)
  RATE_LIMIT_RESET_MAIL = '5/3600';

  @Matches(/^\d+\/\d+$/)
  RATE_LIMIT_CONTACT = '5/3600';
}
