import { isRecord } from '../input-shape.js';
import { SearchQuery, SuggestQuery } from './dto/index.js';
import { PAGE_MAX, PAGE_SIZE_MAX } from './types.js';

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

/** A page or page size as a query string plainly writes it: digits, no sign, no leading zero, no space. */
const PLAIN_WHOLE = /^[1-9][0-9]{0,4}$/;

/** `v` as a page or page size from 1 to `max`: a JSON number, or with `text` a query string's digits; else null. */
function pageNumber(v: unknown, max: number, text: boolean): number | null {
  const n = text ? (typeof v === 'string' && PLAIN_WHOLE.test(v) ? Number(v) : null) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

function searchQuery(data: unknown, text: boolean): SearchQuery | null {
  if (!isRecord(data)) return null;
  const { q } = data;
  if (typeof q !== 'string' || q.length > SEARCH_TEXT_MAX_UNITS || SCANNED_CHARS.test(q)) return null;
  const value: SearchQuery = { q };
  for (const key of Object.keys(data)) {
    if (key === 'q') continue;
    if (key !== 'page' && key !== 'pageSize') return null;
    const n = pageNumber(data[key], key === 'page' ? PAGE_MAX : PAGE_SIZE_MAX, text);
    if (n === null) return null;
    value[key] = n;
  }
  return value;
}

/**
 * Fast path of `validateDto` for the results page's query as the catalogue gets it (JSON): `{ q }`
 * as fastSuggestQuery takes it, with an optional `page` (1 to 10,000) and `pageSize` (1 to
 * PAGE_SIZE_MAX), whole numbers; anything else (a kind, a page as text, a page out of bounds)
 * answers null and goes through the DTO.
 */
export const fastSearchQuery = (data: unknown): SearchQuery | null => searchQuery(data, false);

/**
 * The same for the gateway's query string, where the page and page size come as text: plain
 * digits only ('2', not '02', '2.0' or '+2'), converted as the DTO converts them.
 */
export const fastSearchQueryText = (data: unknown): SearchQuery | null => searchQuery(data, true);

/**
 * The query strings with a fast path, by DTO class: one that passes its check is taken as it is,
 * anything else goes through class-validator (see FAST_BODY_CHECKS for the bodies).
 */
export const FAST_QUERY_CHECKS: ReadonlyMap<abstract new () => object, (data: unknown) => object | null> = new Map<abstract new () => object, (data: unknown) => object | null>([
  [SuggestQuery, fastSuggestQuery],
  [SearchQuery, fastSearchQueryText],
]);
