import { describe, expect, it } from '@jest/globals';
import type { IncomingHttpHeaders } from 'node:http';
import passport from 'passport';
import { Strategy } from 'passport-strategy';
import { runStrategies, unregisteredStrategies } from './strategy-runner.js';

type Req = { headers: IncomingHttpHeaders };

/** A strategy that answers from the request's `x-<label>` header: ok:<user>, fail (or none), error, pass, throw. */
class HeaderStrategy extends Strategy {
  constructor(readonly label: string) {
    super();
  }
  override authenticate(req: Req): void {
    const header = req.headers[`x-${this.label}`];
    const [what, user] = (typeof header === 'string' ? header : 'fail').split(':');
    if (what === 'throw') throw new Error(`${this.label} threw`);
    // Answer later, as strategies that read a store do.
    setImmediate(() => {
      if (what === 'ok') this.success({ user, by: this.label });
      else if (what === 'error') this.error(new Error(`${this.label} down`));
      else if (what === 'pass') this.pass();
      else this.fail(401);
    });
  }
}
passport.use('runner-a', new HeaderStrategy('a'));
passport.use('runner-b', new HeaderStrategy('b'));
const NAMES = ['runner-a', 'runner-b'];

/** passport.authenticate's own answer for the same strategies, through its callback. */
function throughPassport(req: Req): Promise<[unknown, unknown]> {
  return new Promise((resolve) => {
    passport.authenticate(NAMES, { session: false }, (err: unknown, user: unknown) => resolve([err ?? undefined, user || undefined]))(req, {}, () => resolve([undefined, undefined]));
  });
}

const describeOutcome = ([err, user]: [unknown, unknown]) => (err ? { error: (err as Error).message } : { user });

describe('running Passport strategies without passport.authenticate', () => {
  it.each([
    ['the first that succeeds wins', { 'x-a': 'ok:anne', 'x-b': 'ok:bob' }, { user: { user: 'anne', by: 'a' } }],
    ['a failure moves on to the next strategy', { 'x-b': 'ok:bob' }, { user: { user: 'bob', by: 'b' } }],
    ['when all fail, nobody is known', {}, { user: undefined }],
    ['an error stops the run, even if a later strategy would succeed', { 'x-a': 'error', 'x-b': 'ok:bob' }, { error: 'a down' }],
    ['an error after a failure is the answer', { 'x-b': 'error' }, { error: 'b down' }],
  ])('%s, as passport.authenticate answers', async (_name, headers, expected) => {
    const req = { headers };
    const outcome = await runStrategies(NAMES, req, { session: false });
    expect(describeOutcome(outcome)).toEqual(expected);
    expect(describeOutcome(await throughPassport(req))).toEqual(expected);
  });

  it('takes a strategy that decides nothing as nobody known, and a strategy that throws as its error', async () => {
    expect(await runStrategies(NAMES, { headers: { 'x-a': 'pass', 'x-b': 'ok:bob' } }, {})).toEqual([undefined, undefined]);
    expect(describeOutcome(await runStrategies(NAMES, { headers: { 'x-a': 'throw' } }, {}))).toEqual({ error: 'a threw' });
  });

  it('names the strategies nobody registered, and answers a run over one with an error', async () => {
    expect(unregisteredStrategies(['runner-a', 'api-key', 'runner-b'])).toEqual(['api-key']);
    expect(describeOutcome(await runStrategies(['api-key'], { headers: {} }, {}))).toEqual({ error: 'Unknown authentication strategy "api-key"' });
  });
});
