import { describe, expect, it } from '@jest/globals';
import { call } from './support/api-client.js';

describe('login popup', () => {
  it('answers a guest that no popup is active (the moderation service that writes them does not exist yet)', async () => {
    const res = await call('/api/popup');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ popup: null });
  });
});
