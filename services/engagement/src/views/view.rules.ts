import type { ContentKind } from '@streaming/contracts';

/** One view request: the member (the verified actor), the title and the episode playing, if any. */
export interface ViewRequest {
  userId: string;
  kind: ContentKind;
  titleId: string;
  episodeId: string | null;
}

/** The view window a request falls in: one member and one title (the episode does not matter). */
export const windowKey = (v: Pick<ViewRequest, 'userId' | 'kind' | 'titleId'>): string => `${v.userId}|${v.kind}|${v.titleId}`;

/**
 * The requests of a batch that can count, one per window, in a stable order (by key, so that two
 * batches written at the same time lock their rows in the same order and never deadlock), and for
 * every request the index of that representative in `unique`. PostgreSQL's ON CONFLICT cannot touch
 * a row twice in one statement; and within one batch only the first request of a window may count.
 */
export function distinctWindows(requests: ViewRequest[]): { unique: ViewRequest[]; first: boolean[]; keys: string[] } {
  const seen = new Set<string>();
  const keys = requests.map(windowKey);
  const first = keys.map((k) => (seen.has(k) ? false : (seen.add(k), true)));
  const unique = requests.filter((_, i) => first[i]).sort((a, b) => (windowKey(a) < windowKey(b) ? -1 : windowKey(a) > windowKey(b) ? 1 : 0));
  return { unique, first, keys };
}
