import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { trustProxyOption, trustProxyProblem } from './trust-proxy.js';

/** The client address Fastify gives a request from 127.0.0.1 carrying `xff`, with TRUST_PROXY=`setting`. */
async function clientIp(setting: string, xff?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(setting) });
  app.get('/ip', async (req) => ({ ip: req.ip }));
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/ip`, { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
    return ((await res.json()) as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('with 1 hop, takes the address the proxy appended, not what the client wrote in front', async () => {
    expect(await clientIp('1', '6.6.6.6, 7.7.7.7')).toBe('7.7.7.7');
    expect(await clientIp('1', '7.7.7.7')).toBe('7.7.7.7');
    expect(await clientIp('1')).toBe('127.0.0.1');
  });

  it('with 2 hops, skips the two proxies', async () => {
    expect(await clientIp('2', '6.6.6.6, 7.7.7.7, 10.0.0.9')).toBe('7.7.7.7');
  });

  it('with false or 0, ignores X-Forwarded-For', async () => {
    expect(trustProxyOption('false')).toBe(false);
    expect(await clientIp('0', '1.2.3.4')).toBe('127.0.0.1');
    expect(await clientIp('false', '1.2.3.4')).toBe('127.0.0.1');
  });

  it('with proxy addresses, trusts the header only from those proxies', async () => {
    expect(trustProxyOption('10.0.0.0/8, 192.168.1.2')).toEqual(['10.0.0.0/8', '192.168.1.2']);
    expect(await clientIp('127.0.0.0/8', '6.6.6.6, 7.7.7.7')).toBe('7.7.7.7');
    expect(await clientIp('10.0.0.0/8', '6.6.6.6, 7.7.7.7')).toBe('127.0.0.1');
  });

  it('refuses true and anything that is not a hop count or addresses, naming the fix', () => {
    expect(trustProxyProblem('true')).toMatch(/number of proxies/);
    expect(trustProxyProblem('10.0.0.0/99')).toMatch(/not 10.0.0.0\/99/);
    expect(trustProxyProblem('proxy.local')).toMatch(/not proxy.local/);
    expect(trustProxyProblem('loopback, 10.1.2.3')).toBeNull();
    expect(() => trustProxyOption('true')).toThrow(/TRUST_PROXY/);
  });
});
