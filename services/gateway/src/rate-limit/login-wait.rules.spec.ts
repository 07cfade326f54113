import { describe, expect, it } from '@jest/globals';
import { loginWaitSeconds } from './login-wait.rules.js';

describe('sign-in waits', () => {
  it('lets the first attempts through, then doubles the wait from 1 s at the 5th attempt', () => {
    expect([1, 2, 3, 4].map((n) => loginWaitSeconds(n, 5, 900))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => loginWaitSeconds(n, 5, 900))).toEqual([1, 2, 4, 8, 16]);
  });

  it('caps the wait, even after a huge number of attempts', () => {
    expect(loginWaitSeconds(15, 5, 900)).toBe(900);
    expect(loginWaitSeconds(10_000, 5, 900)).toBe(900);
  });
});
