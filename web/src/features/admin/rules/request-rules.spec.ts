import { describe, expect, it } from '@jest/globals';

import { ACTION_STATUS, requestActions } from './request-rules';

describe('requestActions', () => {
  it('offers the transitions of the spec and no other', () => {
    expect(requestActions('pending')).toEqual(['approve', 'reject']);
    expect(requestActions('approved')).toEqual(['complete']);
    expect(requestActions('rejected')).toEqual(['reopen']);
    expect(requestActions('completed')).toEqual(['reopen']);
  });

  it('leads each action to its status', () => {
    expect(requestActions('pending').map((action) => ACTION_STATUS[action])).toEqual(['approved', 'rejected']);
    expect(ACTION_STATUS.complete).toBe('completed');
    expect(ACTION_STATUS.reopen).toBe('pending');
  });
});
