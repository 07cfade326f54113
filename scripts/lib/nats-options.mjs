// NATS connection options for the scripts, from the same variables the services read (see
// libs/platform/src/nats/nats-connection.ts): NATS_URL (credentials in the URL accepted),
// NATS_USER/NATS_PASSWORD or NATS_CREDS. Plain ESM so it runs before anything is built.
import { readFileSync } from 'node:fs';
import { credsAuthenticator } from '@nats-io/transport-node';

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
  if (env.NATS_CREDS) return { servers, authenticator: credsAuthenticator(readFileSync(env.NATS_CREDS)) };
  user = env.NATS_USER || user;
  pass = env.NATS_PASSWORD || pass;
  return user ? { servers, user, pass } : { servers };
}
