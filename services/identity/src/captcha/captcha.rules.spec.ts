import { describe, expect, it } from '@jest/globals';
import { checkChallenge, generateChallenge, issueChallenge, LOGIC_QUESTIONS, normalizeAnswer } from './captcha.rules.js';

const SECRET = 'test-secret-test-secret-test-secret!';

function seq(values: number[]) {
  let i = 0;
  return () => values[i++ % values.length];
}

describe('anti-robot challenge', () => {
  it('generates the three kinds with answers inside the spec ranges', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const c = generateChallenge();
      kinds.add(c.kind);
      if (c.kind === 'math') {
        const [, a, op, b] = /^Combien font (\d+) ([+\-×]) (\d+) \?$/.exec(c.question)!;
        expect(Number(a)).toBeGreaterThanOrEqual(1);
        expect(Number(b)).toBeLessThanOrEqual(10);
        expect(Number(c.answer)).toBeGreaterThanOrEqual(0);
        const expected = op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
        expect(c.answer).toBe(String(expected));
      } else if (c.kind === 'visual') {
        const count = Array.from(c.display!).length;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(6);
        expect(c.answer).toBe(String(count));
      } else {
        expect(c.choices).toContain(c.answer);
        expect(LOGIC_QUESTIONS.map((q) => q.question)).toContain(c.question);
      }
    }
    expect([...kinds].sort()).toEqual(['logic', 'math', 'visual']);
  });

  it('never gives a negative subtraction', () => {
    // kind math (0), a = 1, b = 10, op '-' (index 1)
    const c = generateChallenge(seq([0, 0, 0.99, 0.5]));
    expect(c.question).toBe('Combien font 10 - 1 ?');
    expect(c.answer).toBe('9');
  });

  it('accepts the answer trimmed and case-insensitive, and refuses a wrong one', () => {
    const now = Date.now();
    const logic = { kind: 'logic' as const, question: 'q', choices: ['Bleu', 'Vert'], answer: 'Bleu' };
    const issued = issueChallenge(SECRET, logic, now);
    expect(issued).not.toHaveProperty('answer');
    expect(issued.token).not.toContain('Bleu');
    expect(checkChallenge(SECRET, issued.token, '  bLEU ', now)).toMatchObject({ ok: true });
    expect(checkChallenge(SECRET, issued.token, 'Vert', now)).toMatchObject({ ok: false, reason: 'wrong' });
  });

  it('refuses an expired, forged or foreign-secret token', () => {
    const now = Date.now();
    const issued = issueChallenge(SECRET, { kind: 'math', question: 'q', answer: '4' }, now);
    expect(checkChallenge(SECRET, issued.token, '4', now + 11 * 60 * 1000)).toMatchObject({ ok: false, reason: 'expired' });
    expect(checkChallenge('another-secret-another-secret-another', issued.token, '4', now)).toMatchObject({ ok: false, reason: 'malformed' });
    const [payload] = issued.token.split('.');
    expect(checkChallenge(SECRET, `${payload}.forged`, '4', now)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(checkChallenge(SECRET, 'garbage', '4', now)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('normalises answers', () => {
    expect(normalizeAnswer("  L'ÉTÉ ")).toBe("l'été");
  });
});
