import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: nothing trusted, a trust function (hop count) or proxy addresses. */
export type TrustProxyOption = false | ((address: string, hop: number) => boolean) | string[];

/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  if (rest.length || !isIP(ip)) return false;
  if (bits === undefined) return true;
  const max = isIP(ip) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Why a TRUST_PROXY value is refused, or null when it is valid. */
export function trustProxyProblem(value: string): string | null {
  const v = value.trim();
  if (v === 'false' || /^\d{1,2}$/.test(v)) return null;
  if (v === 'true') return 'TRUST_PROXY=true would let any client choose its address: give the number of proxies in front of the gateway (e.g. 1) or their addresses';
  const bad = v.split(',').map((e) => e.trim()).filter((e) => !isAddressOrRange(e));
  return bad.length ? `TRUST_PROXY must be false, a number of proxy hops or a comma-separated list of proxy addresses/CIDRs (not ${bad.join(', ')})` : null;
}

/**
 * TRUST_PROXY as Fastify's option: `false`/`0` trusts nobody (the socket address is the client);
 * a number n trusts the n nearest hops (the socket peer, then X-Forwarded-For from the right), so
 * with 1 hop `X-Forwarded-For: 6.6.6.6, 7.7.7.7` from the proxy gives 7.7.7.7, whatever a client
 * put in front; a list trusts only those proxy addresses. A hop count is given as a function
 * because Fastify ignores X-Forwarded-For entirely for a plain number.
 */
export function trustProxyOption(value: string): TrustProxyOption {
  const problem = trustProxyProblem(value);
  if (problem) throw new Error(problem);
  const v = value.trim();
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return v.split(',').map((e) => e.trim());
}
