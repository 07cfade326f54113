import { describe, expect, it } from '@jest/globals';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { API_URL } from './support/api-client.js';

// Requests Node's HTTP parser refuses before any route runs (headers over 16 kB, a malformed request
// line): the gateway answers them in French and says `Connection: close` before closing the socket,
// so that a keep-alive client opens a new connection for its next request.

const OVERSIZED = 'x'.repeat(20 * 1024);

interface RawExchange {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The server ended the connection (the client never did). */
  closedByServer: boolean;
}

/** Sends bytes on a fresh TCP connection and reads the answer until the server closes it. */
function rawExchange(bytes: string): Promise<RawExchange> {
  const { hostname, port } = new URL(API_URL());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    let closedByServer = false;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = text.slice(end + 4);
      try {
        if (Number(headers['content-length']) !== Buffer.byteLength(body)) throw new Error(`Content-Length ${headers['content-length']} for a body of ${Buffer.byteLength(body)} bytes:\n${text}`);
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body), closedByServer });
      } catch (err) {
        reject(err);
      }
    });
  });
}

/** GET through an http.Agent, as a keep-alive client would. */
function get(agent: Agent, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${API_URL()}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('answers given before any route runs', () => {
  it('refuses headers over 16 kB with a French 431 that says Connection: close, then closes the socket', async () => {
    const answer = await rawExchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Trop-Long: ${OVERSIZED}\r\n\r\n`);
    expect(answer).toEqual({
      status: 431,
      headers: expect.objectContaining({ connection: 'close', 'content-type': 'application/problem+json; charset=utf-8' }),
      body: expect.objectContaining({ status: 431, code: 'HEADERS_TOO_LARGE', detail: 'Les en-têtes de la requête sont trop volumineux.' }),
      closedByServer: true,
    });
  });

  it('refuses a malformed request line with a French 400 that says Connection: close, then closes the socket', async () => {
    for (const line of ['BONJOUR\r\n\r\n', 'GET /api/health HTTP/1.1 en trop\r\nHost: localhost\r\n\r\n']) {
      const answer = await rawExchange(line);
      expect({ line, answer }).toEqual({
        line,
        answer: {
          status: 400,
          headers: expect.objectContaining({ connection: 'close', 'content-type': 'application/problem+json; charset=utf-8' }),
          body: expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED', detail: 'La requête est invalide.' }),
          closedByServer: true,
        },
      });
    }
  });

  it('lets a keep-alive client go on after a request with oversized headers', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, '/api/health')).status).toBe(200);
      // On the connection kept alive by the first request.
      const refused = await get(agent, '/api/health', { 'x-trop-long': OVERSIZED });
      // Right after: the agent would otherwise send it on the connection the gateway is closing.
      const next = await get(agent, '/api/health').then((res) => res.status, (err: Error) => err.message);
      expect(next).toBe(200);
      expect(refused.status).toBe(431);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE', detail: 'Les en-têtes de la requête sont trop volumineux.' });
    } finally {
      agent.destroy();
    }
  });
});
