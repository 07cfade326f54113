import { describe, expect, it } from '@jest/globals';
import { paging } from './paging.js';

describe('paging', () => {
  it('starts at page 1 with 24 items, or the size the list gives, when the caller names none', () => {
    expect(paging({})).toEqual({ page: 1, pageSize: 24, offset: 0 });
    expect(paging({}, 50)).toEqual({ page: 1, pageSize: 50, offset: 0 });
    expect(paging({ page: 2 }, 50)).toEqual({ page: 2, pageSize: 50, offset: 50 });
  });

  it('skips the pages before the one asked for', () => {
    expect(paging({ page: 3, pageSize: 48 })).toEqual({ page: 3, pageSize: 48, offset: 96 });
    expect(paging({ page: 1, pageSize: 10 }, 50)).toEqual({ page: 1, pageSize: 10, offset: 0 });
  });
});
