import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CaptchaChallenge, CaptchaKind } from '@streaming/contracts';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface GeneratedChallenge {
  kind: CaptchaKind;
  question: string;
  display?: string;
  choices?: string[];
  answer: string;
}

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

const EMOJI = ['🍿', '🎬', '⭐', '🎥', '🍎', '🐱', '🌙', '🎈'];

/** The five fixed multiple-choice questions of the logic kind. */
export const LOGIC_QUESTIONS: ReadonlyArray<{ question: string; choices: string[]; answer: string }> = [
  { question: 'Quelle est la couleur du ciel par beau temps ?', choices: ['Vert', 'Bleu', 'Rouge', 'Noir'], answer: 'Bleu' },
  { question: 'Combien de jours compte une semaine ?', choices: ['5', '6', '7', '10'], answer: '7' },
  { question: 'Quel animal aboie ?', choices: ['Le chat', 'Le chien', 'Le poisson', "L'oiseau"], answer: 'Le chien' },
  { question: 'Quelle saison vient après le printemps ?', choices: ["L'hiver", "L'automne", "L'été", 'Le printemps'], answer: "L'été" },
  { question: 'Que boit-on quand on a soif ?', choices: ['Du sable', "De l'eau", 'Du bois', 'Des cailloux'], answer: "De l'eau" },
];

/** Picks one of the three kinds at random: math (1 to 10, non-negative subtraction), visual (2 to 6 emoji), logic. */
export function generateChallenge(rng: Rng = Math.random): GeneratedChallenge {
  const kind = (['math', 'visual', 'logic'] as const)[int(rng, 0, 2)];
  if (kind === 'math') {
    let a = int(rng, 1, 10);
    let b = int(rng, 1, 10);
    const op = (['+', '-', '×'] as const)[int(rng, 0, 2)];
    if (op === '-' && b > a) [a, b] = [b, a];
    const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
    return { kind, question: `Combien font ${a} ${op} ${b} ?`, answer: String(answer) };
  }
  if (kind === 'visual') {
    const emoji = EMOJI[int(rng, 0, EMOJI.length - 1)];
    const count = int(rng, 2, 6);
    return { kind, question: `Combien de ${emoji} voyez-vous ?`, display: emoji.repeat(count), answer: String(count) };
  }
  const q = LOGIC_QUESTIONS[int(rng, 0, LOGIC_QUESTIONS.length - 1)];
  return { kind, question: q.question, choices: [...q.choices], answer: q.answer };
}

/** Answers are compared trimmed and case-insensitively. */
export function normalizeAnswer(answer: string): string {
  return answer.trim().toLocaleLowerCase('fr-FR');
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

interface TokenBody {
  id: string;
  k: CaptchaKind;
  /** HMAC of id and normalised answer: the client cannot read the answer from the token. */
  h: string;
  exp: number;
}

/** Signs a challenge into an opaque token the client sends back with its answer. */
export function issueChallenge(secret: string, generated: GeneratedChallenge, now: number): CaptchaChallenge {
  const id = randomUUID();
  const body: TokenBody = { id, k: generated.kind, h: sign(secret, `${id}:${normalizeAnswer(generated.answer)}`), exp: now + CAPTCHA_TTL_MS };
  const payload = b64(JSON.stringify(body));
  return {
    token: `${payload}.${sign(secret, payload)}`,
    kind: generated.kind,
    question: generated.question,
    ...(generated.display ? { display: generated.display } : {}),
    ...(generated.choices ? { choices: generated.choices } : {}),
    expiresAt: new Date(body.exp).toISOString(),
  };
}

export type CaptchaCheck = { ok: true; id: string } | { ok: false; id?: string; reason: 'malformed' | 'expired' | 'wrong' };

/** Checks signature, expiry and answer. Single use is enforced by the caller (it records the id). */
export function checkChallenge(secret: string, token: string, answer: string, now: number): CaptchaCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !safeEqual(sign(secret, payload), signature)) return { ok: false, reason: 'malformed' };
  let body: TokenBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof body.id !== 'string' || typeof body.exp !== 'number') return { ok: false, reason: 'malformed' };
  if (body.exp < now) return { ok: false, id: body.id, reason: 'expired' };
  if (!safeEqual(sign(secret, `${body.id}:${normalizeAnswer(answer)}`), body.h)) return { ok: false, id: body.id, reason: 'wrong' };
  return { ok: true, id: body.id };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
