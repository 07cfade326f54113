import { describe, expect, it } from '@jest/globals';

import { ADMIN_PAGE_SIZE, contactQuery, isFiltered, pageCount, queueQuery } from './list-queries';

describe('queueQuery', () => {
  it('leaves out the filters set to all and a blank search', () => {
    expect(queueQuery({ search: '  ', status: 'all', contentType: 'all' }, 1)).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE });
  });

  it('sends the trimmed search and the chosen filters', () => {
    expect(queueQuery({ search: ' Dune ', status: 'pending', contentType: 'episode' }, 3)).toEqual({
      page: 3,
      pageSize: ADMIN_PAGE_SIZE,
      search: 'Dune',
      status: 'pending',
      contentType: 'episode',
    });
  });

  it('tells filtered lists from the whole queue', () => {
    expect(isFiltered({ search: ' ', status: 'all', contentType: 'all' })).toBe(false);
    expect(isFiltered({ search: '', status: 'rejected', contentType: 'all' })).toBe(true);
  });
});

describe('contactQuery', () => {
  it('sends handled as a boolean, or nothing for all', () => {
    expect(contactQuery({ category: 'all', handled: 'all' }, 1)).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(contactQuery({ category: 'compte', handled: 'unhandled' }, 2)).toEqual({ page: 2, pageSize: ADMIN_PAGE_SIZE, category: 'compte', handled: false });
    expect(contactQuery({ category: 'all', handled: 'handled' }, 1).handled).toBe(true);
  });
});

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
