import { IsInt, IsString, Matches, Max, Min, MinLength, ValidateBy } from 'class-validator';
import { BaseEnv } from '@streaming/platform';
import { trustProxyProblem } from './trust-proxy.js';

const LIMIT = /^\d+\/\d+$/;

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

  /** Folder of the media served at /api/media/:file (the demo's sample clip), relative to the working directory. */
  @IsString()
  @MinLength(1, { message: 'MEDIA_DIR must name a folder' })
  MEDIA_DIR = 'media';

  /**
   * Who may set the client address through X-Forwarded-For: `false` (default, nobody), the number of
   * proxies in front of the gateway (1 behind one ingress), or their addresses/CIDRs, comma-separated.
   */
  @ValidateBy({
    name: 'trustProxy',
    validator: {
      validate: (value) => typeof value === 'string' && trustProxyProblem(value) === null,
      defaultMessage: (args) => trustProxyProblem(String(args?.value)) ?? 'TRUST_PROXY is invalid',
    },
  })
  TRUST_PROXY = 'false';

  /** Seconds an access state (role, ban, revocation) stays cached in Redis; events drop it sooner. */
  @IsInt()
  @Min(1)
  @Max(3600)
  ACCESS_CACHE_TTL_SECONDS = 60;

  // Rate limits, as "<count>/<seconds>".

  /** Sign-in: attempts of one address on one account before each next attempt waits (1 s, 2 s, 4 s…), and how long they are remembered. */
  @Matches(LIMIT)
  RATE_LIMIT_LOGIN = '5/900';

  /** Longest wait between two sign-in attempts of one address on one account. */
  @IsInt()
  @Min(1)
  @Max(86400)
  LOGIN_MAX_DELAY_SECONDS = 900;

  /** Failed sign-ins of one address, all accounts together. */
  @Matches(LIMIT)
  RATE_LIMIT_LOGIN_ADDRESS = '50/900';

  /** Anti-robot challenges per address. */
  @Matches(LIMIT)
  RATE_LIMIT_CAPTCHA = '30/600';

  /** Sign-ups per address (each sends a confirmation mail). */
  @Matches(LIMIT)
  RATE_LIMIT_REGISTER = '5/3600';

  /**
   * Reset mails per target address (besides at most one a minute). Over it no mail leaves and the
   * request is answered as usual: nobody can get a 429 for another's address. The window is at most
   * an hour, the life of a link, so the last mail of a window always holds a live link.
   */
  @Matches(LIMIT)
  @ValidateBy({
    name: 'windowOfAnHourAtMost',
    validator: {
      validate: (value) => typeof value === 'string' && Number(value.split('/')[1]) <= 3600,
      defaultMessage: () => 'RATE_LIMIT_RESET_MAIL: the window must be at most 3600 seconds (the life of a reset link)',
    },
  })
  RATE_LIMIT_RESET_MAIL = '5/3600';

  /** Password-reset requests per client address, all target addresses together (over it: 429). */
  @Matches(LIMIT)
  RATE_LIMIT_RESET_MAIL_ADDRESS = '20/3600';

  /** Reset links tried per client address: a link checked when the reset page opens, or used with a new password. */
  @Matches(LIMIT)
  RATE_LIMIT_RESET_LINK = '30/600';

  /** Contact messages per account. */
  @Matches(LIMIT)
  RATE_LIMIT_CONTACT = '5/3600';

  /** Contact messages per client address, all accounts together. */
  @Matches(LIMIT)
  RATE_LIMIT_CONTACT_ADDRESS = '10/3600';

  /** Problem reports per account (an open report sent again is answered, but counts too). */
  @Matches(LIMIT)
  RATE_LIMIT_REPORTS = '20/3600';

  /**
   * Content requests per account, whatever their outcome (created, joined, refused): the weekly
   * quota of 3 counts only the new ones, this keeps anyone from hammering the form.
   */
  @Matches(LIMIT)
  RATE_LIMIT_REQUESTS = '20/3600';

  /**
   * Visitor ids sent per client address (`POST /api/visits`: each browser sends one a day; a school
   * or an office behind one address sends many). Counted in Redis under the address, which analytics
   * never receives.
   */
  @Matches(LIMIT)
  RATE_LIMIT_VISITS = '60/600';

  /** Seconds the active login popup stays cached in Redis; `moderation.popup.changed` drops it sooner. */
  @IsInt()
  @Min(1)
  @Max(3600)
  POPUP_CACHE_TTL_SECONDS = 300;

  /** Mails an admin sends to members from the back office (POST /api/admin/users/:id/email), per admin. */
  @Matches(LIMIT)
  RATE_LIMIT_ADMIN_EMAIL = '20/3600';

  /**
   * E-mail and password changes: failed current-password checks per account (x4 per client address);
   * change requests of any outcome get twice that per account (x8 per client address). See docs/api.md.
   */
  @Matches(/^\d+\/\d+$/)
  RATE_LIMIT_ACCOUNT_CHANGE = '5/900';

  /**
   * Progress saves and views go to engagement in batches (one NATS request for the members whose
   * requests arrived together): at most this many items per batch…
   */
  @IsInt()
  @Min(1)
  @Max(1000)
  RPC_BATCH_MAX = 200;

  /** …and at most this many batches of each kind on their way at once (the next one fills meanwhile). */
  @IsInt()
  @Min(1)
  @Max(64)
  RPC_BATCH_CONCURRENCY = 4;
}
