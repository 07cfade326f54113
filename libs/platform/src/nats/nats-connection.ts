import { readFileSync } from 'node:fs';
import { credsAuthenticator, type ConnectionOptions } from '@nats-io/transport-node';
import { ConfigError } from '../config/config-error.js';

/** The variables that say where NATS is and who this process is on it. */
export interface NatsAuthEnv {
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  NATS_CREDS?: string;
}

export type NatsConnectOptions = Pick<ConnectionOptions, 'servers' | 'user' | 'pass' | 'authenticator' | 'inboxPrefix' | 'noAsyncTraces'>;

/**
 * Connection options for every NATS connection the project makes: the servers of NATS_URL
 * (comma-separated; `nats://user:pass@host:port` accepted, the credentials taken out of the URL),
 * a user and password (NATS_USER/NATS_PASSWORD win over the URL's) or a creds file (NATS_CREDS).
 * A named user gets its own inbox prefix `_INBOX_<user>`, so the server can let each user read
 * only the replies sent to it (see infra/nats/auth.conf).
 * `noAsyncTraces`: the client does not capture a stack trace for every request it sends (about 3%
 * of the gateway's CPU under load); a failed request still says what failed and where it was sent.
 */
export function natsConnectOptions(env: NatsAuthEnv): NatsConnectOptions {
  let urlUser: string | undefined;
  let urlPass: string | undefined;
  const servers = env.NATS_URL.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((server) => {
      const m = /^([a-z]+:\/\/)([^@/]*)@(.*)$/i.exec(server);
      if (!m) return server;
      const [name, pass] = m[2].split(':');
      urlUser ??= decodeURIComponent(name);
      if (pass !== undefined) urlPass ??= decodeURIComponent(pass);
      return `${m[1]}${m[3]}`;
    });
  const user = env.NATS_USER || urlUser;
  const pass = env.NATS_PASSWORD || urlPass;
  const options: NatsConnectOptions = { servers, noAsyncTraces: true };
  if (env.NATS_CREDS) {
    let creds: Uint8Array;
    try {
      creds = readFileSync(env.NATS_CREDS);
    } catch (err) {
      throw new ConfigError([`NATS_CREDS: cannot read ${env.NATS_CREDS} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`]);
    }
    options.authenticator = credsAuthenticator(creds);
  } else if (user) {
    options.user = user;
    options.pass = pass;
  }
  if (user) options.inboxPrefix = `_INBOX_${user.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return options;
}
