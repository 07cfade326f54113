/** Deepest nesting of objects and arrays accepted in a request body or an RPC payload. */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput = 'nul' | 'surrogate' | 'depth' | 'reservedKey';

/** The French sentence a caller sees for each kind of refused input (a reserved key names itself: see unsafeInputMessage). */
export const UNSAFE_INPUT_MESSAGES: Record<UnsafeInput, string> = {
  nul: 'Les données envoyées contiennent un caractère nul (\\u0000), qui n’est pas accepté.',
  surrogate: 'Les données envoyées contiennent un texte Unicode mal formé (demi-caractère de substitution isolé), qui n’est pas accepté.',
  depth: `Les données envoyées sont trop imbriquées (${MAX_INPUT_DEPTH} niveaux au plus).`,
  reservedKey: 'Champ inconnu : __proto__, constructor et prototype ne sont pas acceptés.',
};

/** A body or a payload that is not a JSON object (an array, a number, a string, true). */
export const NOT_AN_OBJECT_MESSAGE = 'Les données envoyées doivent être un objet JSON ({ … }).';

/**
 * Member names no payload may carry: JavaScript gives them a meaning of their own, and the
 * validators drop them silently (Nest's pipe deletes them, class-transformer skips them) where any
 * other unknown member is refused. Refused like any unknown field instead.
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A lone UTF-16 surrogate (what ES2024's String.prototype.isWellFormed reports): in a `u` regular
 * expression a surrogate pair is one code point outside this range, so only unpaired halves match.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export interface UnsafeFinding {
  kind: UnsafeInput;
  /** Where it was found, as a field path ('genreIds.0', 'prototype'); '' for the payload itself. */
  path: string;
}

const badText = (text: string): UnsafeInput | null => (text.includes('\0') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null);

/**
 * Finds what PostgreSQL, the validators or the mapping to a DTO cannot take: a NUL character in any
 * string (keys included; PostgreSQL refuses it with error 22021), a lone surrogate (a JSON event
 * holding it is refused by PostgreSQL's jsonb, the e-mail validator throws URIError on it), a
 * reserved member name (__proto__, constructor, prototype), or nesting deeper than `maxDepth`
 * (class-transformer recurses once per level and overflows the stack). Iterative, so a hostile
 * input cannot overflow the scan itself; returns null when the value is safe.
 */
export function scanInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeFinding | null {
  const stack: Array<[unknown, number, string]> = [[value, 0, '']];
  while (stack.length) {
    const [current, depth, path] = stack.pop()!;
    if (typeof current === 'string') {
      const kind = badText(current);
      if (kind) return { kind, path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'depth', path };
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, depth + 1, at(String(i))]));
      continue;
    }
    for (const key of Object.keys(current)) {
      const kind = badText(key) ?? (RESERVED_KEYS.has(key) ? 'reservedKey' : null);
      if (kind) return { kind, path: kind === 'reservedKey' ? at(key) : path };
      stack.push([(current as Record<string, unknown>)[key], depth + 1, at(key)]);
    }
  }
  return null;
}

/** The kind of unsafe input `value` holds, or null. */
export function findUnsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  return scanInput(value, maxDepth)?.kind ?? null;
}

/** The French message refusing `value`, or null when it is safe: "Champ inconnu : prototype" for a reserved member. */
export function unsafeInputMessage(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const found = scanInput(value, maxDepth);
  if (!found) return null;
  return found.kind === 'reservedKey' ? `Champ inconnu : ${found.path}` : UNSAFE_INPUT_MESSAGES[found.kind];
}
