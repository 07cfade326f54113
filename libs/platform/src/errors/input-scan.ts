/** Deepest nesting of objects and arrays accepted in a request body or an RPC payload. */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput = 'nul' | 'depth';

/** The French sentence a caller sees for each kind of refused input. */
export const UNSAFE_INPUT_MESSAGES: Record<UnsafeInput, string> = {
  nul: 'Les données envoyées contiennent un caractère nul (\\u0000), qui n’est pas accepté.',
  depth: `Les données envoyées sont trop imbriquées (${MAX_INPUT_DEPTH} niveaux au plus).`,
};

/**
 * Finds what PostgreSQL or the validators cannot take: a NUL character in any string (keys
 * included; PostgreSQL refuses it with error 22021) or nesting deeper than `maxDepth` (class-transformer
 * recurses once per level and overflows the stack). Iterative, so a hostile input cannot overflow
 * the scan itself; returns null when the value is safe.
 */
export function findUnsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return 'nul';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'depth';
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (key.includes('\0')) return 'nul';
      stack.push([(current as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}
