import { PAGE_SIZE_DEFAULT, type PageQuery } from '@streaming/contracts';

/** Page number, size and offset of a validated page query (defaults: page 1, 24 items). */
export function paging(query: PageQuery): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
