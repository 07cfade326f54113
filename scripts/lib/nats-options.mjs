// NATS connection options for the scripts, from the same variables the services read (see
// libs/platform/src/nats/nats-connection.ts): NATS_URL (credentials in the URL accepted),
// NATS_USER/NATS_PASSWORD or NATS_CREDS. Plain ESM so it runs before anything is built.
import { readFileSync } from 'node:fs';
import { credsAuthenticator } from '@nats-io/transport-node';

/** The users of infra/nats/auth.conf: one per service, and ops (JetStream administration). */
export const NATS_USERS = ['gateway', 'identity', 'catalogue', 'engagement', 'moderation', 'analytics', 'ops'];

/** The variable holding a NATS user's password (auth.conf reads it from the server's environment). */
export const natsPasswordVar = (user) => `NATS_${user.toUpperCase()}_PASSWORD`;

/**
 * `env` as process `user` sees it on a NATS with auth.conf: NATS_USER, and NATS_PASSWORD taken from
 * NATS_<USER>_PASSWORD; every NATS_<USER>_PASSWORD removed, so a process holds its own password only.
 */
export function asNatsUser(env, user) {
  const own = { ...env, NATS_USER: user, NATS_PASSWORD: env[natsPasswordVar(user)] };
  for (const u of NATS_USERS) delete own[natsPasswordVar(u)];
  return own;
}

export function natsOptions(env = process.env) {
  let user;
  let pass;
  const servers = (env.NATS_URL || '127.0.0.1:4222').split(',').map((server) => {
    const m = /^([a-z]+:\/\/)([^@/]*)@(.*)$/i.exec(server.trim());
    if (!m) return server.trim();
    const [name, password] = m[2].split(':');
    user ??= decodeURIComponent(name);
    if (password !== undefined) pass ??= decodeURIComponent(password);
    return `${m[1]}${m[3]}`;
  });
  // A service's user reads only replies under _INBOX_<user> (auth.conf); ops and an open NATS use _INBOX.
  const inbox = (name) => (name && name !== 'ops' ? { inboxPrefix: `_INBOX_${name.replace(/[^A-Za-z0-9_-]/g, '_')}` } : {});
  if (env.NATS_CREDS) return { servers, authenticator: credsAuthenticator(readFileSync(env.NATS_CREDS)) };
  user = env.NATS_USER || user;
  pass = env.NATS_PASSWORD || pass;
  return user ? { servers, user, pass, ...inbox(user) } : { servers };
}
