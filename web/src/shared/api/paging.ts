import type { Page } from '@streaming/contracts';

/** The next page to ask for after `last`, or undefined when the server has no more (TanStack's getNextPageParam). */
export function nextPageParam(last: Page<unknown>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** Every item of the pages loaded so far, each once (a title added meanwhile can shift a page). */
export function pagedItems<T extends { id: string; kind?: string }>(pages: ReadonlyArray<Page<T>> | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      const key = `${item.kind ?? ''}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
