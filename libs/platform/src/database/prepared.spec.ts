import { describe, expect, it } from '@jest/globals';
import { StatementNames } from './prepared.js';

describe('StatementNames', () => {
  it('gives a text the same name every time, and another text another name', () => {
    const names = new StatementNames('reads_');
    const first = names.of('SELECT 1');
    expect(first).toEqual({ name: 'reads_0', text: 'SELECT 1' });
    expect(names.of('SELECT 2')).toEqual({ name: 'reads_1', text: 'SELECT 2' });
    expect(names.of('SELECT 1')).toBe(first);
  });

  it('names no more than its limit of texts: the others run unnamed', () => {
    const names = new StatementNames('reads_', 2);
    names.of('SELECT 1');
    names.of('SELECT 2');
    expect(names.of('SELECT 3')).toBeUndefined();
    expect(names.of('SELECT 2')?.name).toBe('reads_1');
  });
});
