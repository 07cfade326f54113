import { isRecord } from '../input-shape.js';
import { SuggestQuery } from './dto/index.js';

/** SearchText's MaxLength: a string of this many UTF-16 units never exceeds it. */
const SEARCH_TEXT_MAX_UNITS = 200;
/** What the input scan refuses in a string (a NUL, a lone surrogate) or checks more closely (any surrogate): left to validateDto. */
const SCANNED_CHARS = /[\0\uD800-\uDFFF]/;

/**
 * Fast path of `validateDto` for the header's suggestions, asked at nearly every keystroke (about a
 * tenth of a millisecond of class-transformer and class-validator, in the gateway and again in the
 * catalogue): `{ q }` alone, a string of at most 200 UTF-16 units with no NUL and no surrogate (the
 * input scan's concern), is what SuggestQuery accepts and is answered as it is; anything else answers null and the caller runs the DTO, which accepts or
 * refuses it with its French messages. `libs/platform/src/errors/fast-input.spec.ts` checks both.
 */
export function fastSuggestQuery(data: unknown): SuggestQuery | null {
  if (!isRecord(data)) return null;
  const keys = Object.keys(data);
  if (keys.length !== 1 || keys[0] !== 'q') return null;
  const { q } = data;
  return typeof q === 'string' && q.length <= SEARCH_TEXT_MAX_UNITS && !SCANNED_CHARS.test(q) ? { q } : null;
}

/**
 * The query strings with a fast path, by DTO class: one that passes its check is taken as it is,
 * anything else goes through class-validator (see FAST_BODY_CHECKS for the bodies).
 */
export const FAST_QUERY_CHECKS: ReadonlyMap<abstract new () => object, (data: unknown) => object | null> = new Map<abstract new () => object, (data: unknown) => object | null>([
  [SuggestQuery, fastSuggestQuery],
]);
