import { PAGE_SIZE_DEFAULT } from '@streaming/contracts';

/** A page of a list, as the SQL needs it (LIMIT pageSize OFFSET offset) and as the answer repeats it. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * Page number, size and offset of a validated page query (the DTOs bound both): page 1 and
 * `defaultSize` items (the catalogue's 24 unless a list says otherwise) when the caller named none.
 */
export function paging(query: { page?: number; pageSize?: number }, defaultSize: number = PAGE_SIZE_DEFAULT): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
