// The baseline: a bare Fastify server with one route, run as its own process (like the gateway) so
// that it does not share this process's event loop with autocannon. Started by baseline.mjs.
import Fastify from 'fastify';

// Shaped and sized like GET /api/me's answer (UserView).
const BODY = {
  id: '0b6f1f2e-7c1a-4d3b-9a57-2f7e5c1d8a90',
  email: 'bench-member@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
  emailConfirmedAt: null,
  lastSignInAt: '2025-01-01T00:00:00.000Z',
  pendingEmail: null,
  isAdmin: false,
};

const app = Fastify({ logger: false });
app.get('/bare', async () => BODY);

await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true, port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
process.on('disconnect', () => app.close().then(() => process.exit(0)));
