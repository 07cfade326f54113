// Authentication and the signed-in member's own profile.
// Target: authenticated GET /api/me reaches at least 60% of the bare Fastify route's
// throughput (the gateway's own cost on a signed-in read), with p99 under 25 ms at that load. Sign-in is reported without a target: argon2id
// makes it CPU-bound by design.
import { api, login } from '../lib/api.mjs';
import { format, target } from '../lib/report.mjs';

export const description = 'GET /api/me (bearer token) against the bare route; POST /api/auth/login';

export default async function auth(ctx) {
  const member = await ctx.member();
  // One checked request first: a load of 401s would measure the guard's refusal, not the route.
  const probe = await api(ctx.stack.url, 'GET', '/api/me', { token: member.accessToken });
  if (probe.body?.email !== member.email) throw new Error(`GET /api/me answered ${JSON.stringify(probe.body)} for ${member.email}`);

  const bare = await ctx.baseline();
  const me = await ctx.measure({
    name: 'GET /api/me',
    url: ctx.stack.url,
    path: '/api/me',
    headers: { authorization: `Bearer ${member.accessToken}` },
  });
  me.vs = me.rps / bare.rps;

  await login(ctx.stack.url, member.email, member.password); // answers 200 before it is loaded
  const loginConnections = 10;
  const signIn = await ctx.measure({
    name: 'POST /api/auth/login',
    url: ctx.stack.url,
    path: '/api/auth/login',
    method: 'POST',
    body: { email: member.email, password: member.password },
    connections: loginConnections,
    note: `argon2id verification makes sign-in CPU-bound: ${loginConnections} connections, reported without a target`,
  });

  return {
    figures: [bare, me, signIn],
    targets: [
      target({
        description: "GET /api/me throughput ≥ 60% of the bare route's",
        value: me.vs,
        op: '>=',
        limit: 0.6,
        format: format.pct,
        figure: [bare, me],
      }),
      target({
        description: `GET /api/me p99 < 25 ms at that load (${me.connections} connections)`,
        value: me.latency.p99,
        op: '<',
        limit: 25,
        format: format.ms,
        figure: me,
      }),
    ],
  };
}
