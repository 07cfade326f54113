import { IsEmail, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

export class IdentityEnv extends DatabaseEnv {
  /** Signs access tokens; the gateway verifies them with the same secret. */
  @IsString({ message: 'JWT_SECRET is required (at least 32 characters)' })
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string = undefined as unknown as string;

  @IsString({ message: 'CAPTCHA_SECRET is required (at least 32 characters)' })
  @MinLength(32, { message: 'CAPTCHA_SECRET must be at least 32 characters' })
  CAPTCHA_SECRET: string = undefined as unknown as string;

  @IsInt()
  @Min(60)
  @Max(3600)
  ACCESS_TOKEN_TTL_SECONDS = 900;

  @IsInt()
  @Min(1)
  @Max(365)
  REFRESH_TOKEN_TTL_DAYS = 30;

  /** A just-rotated refresh token may be presented again within this window (two tabs opening at once). */
  @IsInt()
  @Min(0)
  @Max(60000)
  REFRESH_REUSE_INTERVAL_MS = 10000;

  /** Base URL of the web app, used in the links of the mails. */
  @Matches(/^https?:\/\//, { message: 'APP_URL must start with http:// or https://' })
  APP_URL = 'http://localhost:3000';

  /** smtp://user:pass@host:port; empty writes .eml files under MAIL_DIR instead. */
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' })
  SMTP_URL?: string = undefined;

  @IsString()
  MAIL_FROM = 'Streaming <no-reply@streaming.local>';

  @IsString()
  MAIL_DIR = 'var/mail';

  @IsEmail()
  SUPPORT_EMAIL = 'support@streaming.local';

  @IsInt()
  @Min(1)
  @Max(1000)
  REFERRAL_KEY_TTL_HOURS = 48;
}
