// Fuzz cases derived from the gateway's OpenAPI document: bad path values, bad query strings and
// bad bodies for every operation. Pure and deterministic: the same seed and document give the same
// cases, so a failure printed with its seed can be replayed (FUZZ_SEED=<seed>).
import { Rng, type JsonSchema, type Operation } from './fuzz-openapi.js';

/** One request to send, in every role. `body` is the exact bytes on the wire. */
export interface FuzzCase {
  op: Operation;
  /** What was broken, for the report: "path id = '__proto__'", "body.title: NUL byte". */
  label: string;
  /** Path and query string, already encoded exactly as sent. */
  url: string;
  body?: string | Uint8Array;
  contentType?: string;
  /** Replaces the role's Authorization header (forged token cases). */
  authorization?: string;
}

// ---------------------------------------------------------------------------------------------
// Values

/** Path segment values, already percent-encoded as they go on the wire (a raw '../' would be resolved by the client). */
export const BAD_PATH_VALUES: Array<[string, string]> = [
  ['NUL byte', '%00'],
  ['NUL inside', 'a%00b'],
  ["literal '%00'", '%2500'],
  ['2,000 characters', 'x'.repeat(2000)],
  ['8,000 characters', 'y'.repeat(8000)],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['toString', 'toString'],
  ['prototype', 'prototype'],
  ['hasOwnProperty', 'hasOwnProperty'],
  ['valueOf', 'valueOf'],
  ['../ traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['..', '..%2F'],
  ['unicode', encodeURIComponent('Ünïcødé-🎬-\u202e')],
  ['invalid UTF-8', '%FF%FE'],
  ['surrogate bytes', '%ED%A0%80'],
  ['-1', '-1'],
  ['0', '0'],
  ['huge number', '99999999999999999999999'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['null', 'null'],
  ['non-UUID', 'pas-un-uuid'],
  ['UUID with a bad digit', '00000000-0000-4000-8000-00000000000g'],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['upper-case UUID', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'],
  ['UUID in braces', '%7Ba0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11%7D'],
  ['empty', ''],
  ['space', '%20'],
  ['CRLF', '%0D%0Aset-cookie:%20x=1'],
  ['quote', "'%20OR%201=1--"],
  ['percent', '%25'],
  ['JSON', encodeURIComponent('{"a":1}')],
  ['.svg of __proto__', '__proto__.svg'],
];

/** Query values, encoded; `(name)` gives the raw query fragment for one parameter. */
export const BAD_QUERY_VALUES: Array<[string, (name: string) => string]> = [
  ['NUL byte', (n) => `${n}=a%00b`],
  ['only NUL', (n) => `${n}=%00`],
  ['8,000 characters', (n) => `${n}=${'x'.repeat(8000)}`],
  ['array (repeated)', (n) => `${n}=1&${n}=2`],
  ['array (brackets)', (n) => `${n}%5B%5D=1`],
  ['object (brackets)', (n) => `${n}%5Ba%5D=1`],
  ['invalid UTF-8', (n) => `${n}=%FF%FE`],
  ['surrogate bytes', (n) => `${n}=%ED%A0%80`],
  ['-1', (n) => `${n}=-1`],
  ['huge number', (n) => `${n}=99999999999999999999999`],
  ['1e309', (n) => `${n}=1e309`],
  ['NaN', (n) => `${n}=NaN`],
  ['empty', (n) => `${n}=`],
  ['no value', (n) => n],
  ['word', (n) => `${n}=abc`],
  ['true', (n) => `${n}=true`],
  ['__proto__', (n) => `${n}=__proto__`],
  ['unicode', (n) => `${n}=${encodeURIComponent('Ünïcødé 🎬 \u202e')}`],
  ['quote', (n) => `${n}=${encodeURIComponent("' OR 1=1 --")}`],
  ['LIKE wildcards', (n) => `${n}=${encodeURIComponent('%_\\')}`],
  ['control characters', (n) => `${n}=%01%1F%7F`],
];
/** The query values every declared parameter always gets; the others are sampled. */
const CORE_QUERY_VALUES = ['NUL byte', '8,000 characters', 'array (repeated)', 'object (brackets)', 'invalid UTF-8', 'huge number'];

/** Parameters no operation declares. */
export const UNDECLARED_QUERIES: Array<[string, string]> = [
  ['__proto__[x]', '__proto__%5Bx%5D=1'],
  ['__proto__', '__proto__=1'],
  ['constructor[prototype][x]', 'constructor%5Bprototype%5D%5Bx%5D=1'],
  ['constructor', 'constructor=1'],
  ['toString', 'toString=1'],
  ['hasOwnProperty', 'hasOwnProperty=1'],
  ['unknown with NUL', 'fuzz%00=%00'],
  ['5,000-character name', `${'k'.repeat(5000)}=1`],
  ['deep brackets', `a${'%5Bb%5D'.repeat(200)}=1`],
  ['500 parameters', Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&')],
];

const NUL_STRING = 'Fuzz\u0000nul';
const UNDER_LIMIT = 60_000; // the gateway's body limit is 64 kB
const OVER_LIMIT = 70_000;

/** Wrong values for a property of this schema, by what they break. */
function wrongValues(s: JsonSchema): Array<[string, unknown]> {
  const type = s.type ?? s.oneOf?.[0]?.type;
  if (type === 'string') {
    return [
      ['number', 12345],
      ['boolean', true],
      ['null', null],
      ['object', { a: 1 }],
      ['array', ['x']],
    ];
  }
  if (type === 'number' || type === 'integer') {
    return [
      ['numeric string', '12'],
      ['word', 'douze'],
      ['boolean', true],
      ['null', null],
      ['array', [1]],
      ['object', {}],
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['fraction', 1.5],
      ['-1', -1],
      ['2^53 + 1', 2 ** 53 + 1],
    ];
  }
  if (type === 'boolean') {
    return [
      ['string', 'true'],
      ['number', 1],
      ['null', null],
      ['object', {}],
    ];
  }
  if (type === 'array') {
    return [
      ['string', 'x'],
      ['object', { 0: 'x' }],
      ['array of null', [null]],
      ['array of objects', [{}]],
      ['array of numbers', [1, 2]],
      ['10,000 items', Array.from({ length: 10_000 }, () => 1)],
      ['NUL item', [NUL_STRING]],
    ];
  }
  return [
    ['string', 'x'],
    ['number', 1],
    ['null', null],
  ];
}

/** Wrong values always sent: numbers beyond what a column holds. */
const CORE_WRONG_VALUES = ['1e308'];

/** Hostile strings for a string property. */
function stringValues(): Array<[string, string]> {
  return [
    ['NUL byte', NUL_STRING],
    ['only NUL', '\u0000'],
    ['unicode', 'Ünïcødé 🎬 \u202e\ufeff'],
    ['lone surrogate', 'a\ud800b'],
    ['control characters', '\u0001\u001f\u007f'],
    ['blank', '   '],
    ['quote', "' OR 1=1 --"],
    ['LIKE wildcards', '%_\\'],
    ['__proto__', '__proto__'],
    ['60 kB', 'z'.repeat(UNDER_LIMIT)],
  ];
}
const CORE_STRING_VALUES = ['NUL byte', '60 kB', 'lone surrogate'];

/** A value the schema accepts (as far as the document tells). */
function validValue(s: JsonSchema, rng: Rng): unknown {
  if (s.enum?.length) return s.enum[0];
  const type = s.type ?? s.oneOf?.[0]?.type;
  if (type === 'number' || type === 'integer') return s.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'array') return s.items ? [validValue(s.items, rng)] : [];
  if (type === 'object') return {};
  if (s.format === 'email') return `fuzz-${rng.hex(10)}@exemple.fr`;
  if (s.format === 'url') return 'https://exemple.fr/fuzz.mp4';
  if (s.format === 'uuid') return rng.uuid();
  if (s.pattern?.includes('\\d{4}')) return '2020-01-01';
  if (s.pattern?.startsWith('^[a-z0-9]')) return `fuzz-${rng.hex(6)}`;
  const text = `Fuzz ${rng.hex(8)}`;
  return text.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? text.length);
}

/** The required properties with accepted values: the base one property at a time is broken on. */
export function baseBody(schema: JsonSchema, rng: Rng, without?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) if (name !== without) body[name] = validValue(schema.properties?.[name] ?? {}, rng);
  return body;
}

const json = (v: unknown) => JSON.stringify(v);
/** Arrays nested `depth` deep: `[[[...]]]`. */
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** Objects nested `depth` deep: `{"a":{"a":...1}}`. */
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** The base body as JSON with `extra` raw members inserted first (a member the base repeats is overridden by it). */
const withRaw = (base: Record<string, unknown>, extra: string) => {
  const rest = json(base).slice(1);
  return `{${extra}${rest === '}' ? '}' : `,${rest}`}`;
};

// ---------------------------------------------------------------------------------------------
// Cases

function concreteUrl(op: Operation, rng: Rng, override?: { param: string; value: string }, query?: string): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (override?.param === name ? override.value : validPathValue(name, rng)));
  return query ? `${path}?${query}` : path;
}

/** A value that has the shape the route expects but names nothing stored: never an existing id. */
function validPathValue(name: string, rng: Rng): string {
  if (name === 'kind') return 'movie';
  if (name === 'file') return `${rng.uuid()}.svg`;
  if (name === 'slug') return `fuzz-${rng.hex(8)}`;
  return rng.uuid();
}

/** The required query parameters with accepted values. */
function baseQuery(op: Operation, rng: Rng, except?: string): string[] {
  return op.query.filter((p) => p.required && p.name !== except).map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.schema, rng)))}`);
}

export interface CaseBudget {
  /** Bad values per path parameter, beyond the ones always sent. */
  pathValues: number;
  /** Bad values per declared query parameter, beyond the core ones. */
  queryValues: number;
  /** Wrong-type values per body property. */
  wrongTypes: number;
  /** Hostile strings per string property, beyond the core ones. */
  strings: number;
  /** Properties that get a deeply nested value and a `__proto__` object (the whole body gets them too). */
  nestedProperties: number;
}

export const DEFAULT_BUDGET: CaseBudget = { pathValues: 6, queryValues: 2, wrongTypes: 2, strings: 1, nestedProperties: 2 };
/** Path values always sent: the known ways to reach a handler with a value it did not expect. */
const CORE_PATH_VALUES = ['NUL byte', "literal '%00'", '__proto__', 'constructor', 'toString', 'non-UUID', '8,000 characters', 'invalid UTF-8'];

/** Every case for one operation (sent later in each role). */
export function casesFor(op: Operation, rng: Rng, budget: CaseBudget = DEFAULT_BUDGET): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const base = op.body ? baseBody(op.body, rng) : undefined;
  const baseText = base ? json(base) : undefined;
  // A base body of its own per case: limits keyed by e-mail (sign-in, reset mails) then never add up.
  const withBase = (c: Omit<FuzzCase, 'op' | 'body' | 'contentType'> & Partial<FuzzCase>): FuzzCase => ({
    op,
    ...(op.body && hasBody ? { body: json(baseBody(op.body, rng)), contentType: 'application/json' } : {}),
    ...c,
  });
  const q = (extra: string[] = [], except?: string) => [...baseQuery(op, rng, except), ...extra].join('&') || undefined;

  // Path parameters, one at a time.
  for (const param of op.pathParams) {
    const core = BAD_PATH_VALUES.filter(([label]) => CORE_PATH_VALUES.includes(label));
    const rest = rng.sample(BAD_PATH_VALUES.filter(([label]) => !CORE_PATH_VALUES.includes(label)), budget.pathValues);
    for (const [label, value] of [...core, ...rest]) {
      cases.push(withBase({ label: `path ${param} = ${label}`, url: concreteUrl(op, rng, { param, value }, q()) }));
    }
  }

  // Declared query parameters, one at a time; then parameters nobody declares.
  for (const p of op.query) {
    const core = BAD_QUERY_VALUES.filter(([label]) => CORE_QUERY_VALUES.includes(label));
    const rest = rng.sample(BAD_QUERY_VALUES.filter(([label]) => !CORE_QUERY_VALUES.includes(label)), budget.queryValues);
    for (const [label, make] of [...core, ...rest]) {
      cases.push(withBase({ label: `query ${p.name}: ${label}`, url: concreteUrl(op, rng, undefined, q([make(p.name)], p.name)) }));
    }
  }
  for (const p of op.query.filter((x) => x.required)) {
    cases.push(withBase({ label: `query ${p.name}: missing`, url: concreteUrl(op, rng, undefined, q([], p.name)) }));
  }
  for (const [label, raw] of UNDECLARED_QUERIES) {
    cases.push(withBase({ label: `undeclared query ${label}`, url: concreteUrl(op, rng, undefined, q([raw])) }));
  }

  if (!hasBody) return cases;
  const url = () => concreteUrl(op, rng, undefined, q());
  const send = (label: string, body: string | Uint8Array, contentType?: string) => cases.push({ op, label, url: url(), body, contentType });

  // Bodies derived from the schema: one property broken at a time.
  if (op.body && base) {
    const props = Object.entries(op.body.properties ?? {});
    const nested = new Set(rng.sample(props.map(([name]) => name), budget.nestedProperties));
    for (const [name, schema] of props) {
      const wrong = wrongValues(schema);
      const picked = [...wrong.filter(([l]) => CORE_WRONG_VALUES.includes(l)), ...rng.sample(wrong.filter(([l]) => !CORE_WRONG_VALUES.includes(l)), budget.wrongTypes)];
      for (const [label, value] of picked) send(`body.${name}: ${label}`, json({ ...baseBody(op.body, rng), [name]: value }), 'application/json');
      if ((schema.type ?? schema.oneOf?.[0]?.type) === 'string') {
        const all = stringValues();
        const picked = [...all.filter(([l]) => CORE_STRING_VALUES.includes(l)), ...rng.sample(all.filter(([l]) => !CORE_STRING_VALUES.includes(l)), budget.strings)];
        for (const [label, value] of picked) send(`body.${name}: ${label}`, json({ ...baseBody(op.body, rng), [name]: value }), 'application/json');
      }
      if (!nested.has(name)) continue;
      send(`body.${name}: arrays 5,000 deep`, withRaw(baseBody(op.body, rng, name), `${json(name)}:${deepArrays(5000)}`), 'application/json');
      send(`body.${name}: {"__proto__":…}`, withRaw(baseBody(op.body, rng, name), `${json(name)}:{"__proto__":{"isAdmin":true}}`), 'application/json');
    }
    for (const name of op.body.required ?? []) {
      const body = baseBody(op.body, rng);
      delete body[name];
      send(`body.${name}: missing`, json(body), 'application/json');
    }
    send('extra property', json({ ...baseBody(op.body, rng), fuzzExtra: 1 }), 'application/json');
    send('extra isAdmin/role', json({ ...baseBody(op.body, rng), isAdmin: true, role: 'admin', id: rng.uuid() }), 'application/json');
    send('"__proto__" key', withRaw(baseBody(op.body, rng), '"__proto__":{"isAdmin":true}'), 'application/json');
    send('"constructor.prototype" key', withRaw(baseBody(op.body, rng), '"constructor":{"prototype":{"isAdmin":true}}'), 'application/json');
    send('"prototype" key', withRaw(baseBody(op.body, rng), '"prototype":{"isAdmin":true}'), 'application/json');
    send('NUL in a key', withRaw(baseBody(op.body, rng), '"a\\u0000b":1'), 'application/json');
    send('duplicate keys', withRaw(baseBody(op.body, rng), Object.keys(base).map((k) => `${json(k)}:12345`).join(',') || '"a":1'), 'application/json');
  }

  // Bodies whatever the schema (operations without one parse bodies too).
  send('body: over 64 kB', json({ fuzz: 'o'.repeat(OVER_LIMIT) }), 'application/json');
  send('body: 60 kB of unknown property', json({ fuzz: 'u'.repeat(UNDER_LIMIT) }), 'application/json');
  send('body: objects 5,000 deep', deepObjects(5000), 'application/json');
  send('body: arrays 5,000 deep', deepArrays(5000), 'application/json');
  send('body: arrays 30,000 deep', deepArrays(30_000), 'application/json');
  send('body: objects 10,000 deep in an array', `[${deepObjects(10_000)}]`, 'application/json');
  for (const [label, raw] of [
    ['empty', ''],
    ['not JSON', 'pas du JSON'],
    ['truncated JSON', '{"email":'],
    ['null', 'null'],
    ['array', '[{}]'],
    ['number', '0'],
    ['string', '"texte"'],
    ['true', 'true'],
    ['two objects', '{}{}'],
    ['NUL byte', '\u0000'],
    ['byte order mark', '\ufeff{}'],
    ['__proto__ only', '{"__proto__":{"isAdmin":true}}'],
  ] as const) {
    send(`body: ${label}`, raw, 'application/json');
  }
  const asJson = baseText ?? '{}';
  for (const [label, type, raw] of [
    ['text/plain', 'text/plain', asJson],
    ['form', 'application/x-www-form-urlencoded', 'a=1&__proto__%5BisAdmin%5D=true'],
    ['multipart', 'multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n'],
    ['xml', 'application/xml', '<?xml version="1.0"?><a>1</a>'],
    ['json in utf-16', 'application/json; charset=utf-16', asJson],
    ['json+suffix', 'application/vnd.fuzz+json', asJson],
    ['garbage content type', '%%%/;;;=', asJson],
  ] as const) {
    send(`content type ${label}`, raw, type);
  }
  send('no content type', new TextEncoder().encode(asJson));
  return cases;
}

/** The operation's request with every part well formed (ids random, so naming nothing stored). */
export function plainCase(op: Operation, rng: Rng): FuzzCase {
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const query = baseQuery(op, rng).join('&') || undefined;
  const c: FuzzCase = { op, label: 'plain request', url: concreteUrl(op, rng, undefined, query) };
  if (hasBody && op.body) return { ...c, body: json(baseBody(op.body, rng)), contentType: 'application/json' };
  return c;
}

/** Authorization headers a client could send instead of a real session, signed with `sign` when given. */
export function forgedAuthorizations(sign: (claims: Record<string, unknown>) => string, rng: Rng): Array<[string, string]> {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return [
    ['empty bearer', 'Bearer '],
    ['basic scheme', 'Basic YWRtaW46YWRtaW4='],
    ['three dots', 'Bearer a.b.c'],
    ['5,000 characters', `Bearer ${'t'.repeat(5000)}`],
    ['alg none', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: rng.uuid(), iat: now, exp: now + 600 })}.`],
    ['signed, non-UUID sub', `Bearer ${sign({ sub: 'pas-un-uuid', iat: now, exp: now + 600 })}`],
    ['signed, __proto__ sub', `Bearer ${sign({ sub: '__proto__', iat: now, exp: now + 600 })}`],
    ['signed, NUL sub', `Bearer ${sign({ sub: 'a\u0000b', iat: now, exp: now + 600 })}`],
    ['signed, unknown user', `Bearer ${sign({ sub: rng.uuid(), iat: now, exp: now + 600 })}`],
    ['signed, expired', `Bearer ${sign({ sub: rng.uuid(), iat: now - 7200, exp: now - 3600 })}`],
  ];
}
