import { describe, expect, it } from '@jest/globals';
import { IsString } from 'class-validator';
import { findUnsafeInput, MAX_INPUT_DEPTH, unsafeInputMessage } from './input-scan.js';
import { validateDto } from './validate.js';

const nested = (levels: number): unknown => {
  let v: unknown = 'fond';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

class NameDto {
  @IsString()
  name!: string;
}

describe('unsafe input scan', () => {
  it('accepts ordinary payloads, numbers, nulls and nesting up to the limit', () => {
    expect(findUnsafeInput({ q: 'amélie', page: 2, tags: ['a', null, { b: true }] })).toBeNull();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnsafeInput(undefined)).toBeNull();
  });

  it('finds a NUL in a value or a key at any depth', () => {
    expect(findUnsafeInput('a\0b')).toBe('nul');
    expect(findUnsafeInput({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe('nul');
    expect(findUnsafeInput({ ['k\0']: 1 })).toBe('nul');
  });

  it('finds a lone surrogate in a value or a key, and lets surrogate pairs (emoji) through', () => {
    expect(findUnsafeInput({ title: 'Le Fabuleux Destin 🎬 d’Amélie' })).toBeNull();
    expect(findUnsafeInput({ email: 'a\ud800b@exemple.fr' })).toBe('surrogate');
    expect(findUnsafeInput({ a: ['ok', 'fin\udfff'] })).toBe('surrogate');
    expect(findUnsafeInput({ ['k\udc00']: 1 })).toBe('surrogate');
    expect(findUnsafeInput('\ud83c')).toBe('surrogate');
    expect(unsafeInputMessage({ title: 'a\ud800b' })).toMatch(/Unicode mal formé/);
  });

  it('names a reserved member (__proto__, constructor, prototype) as an unknown field, wherever it is', () => {
    expect(unsafeInputMessage(JSON.parse('{"email":"a@exemple.fr","prototype":{"isAdmin":true}}'))).toBe('Champ inconnu : prototype');
    expect(unsafeInputMessage({ constructor: 1 })).toBe('Champ inconnu : constructor');
    expect(unsafeInputMessage(JSON.parse('{"genreIds":[{"__proto__":1}]}'))).toBe('Champ inconnu : genreIds.0.__proto__');
    expect(unsafeInputMessage({ title: 'constructor', tags: ['prototype'] })).toBeNull();
  });

  it('finds nesting deeper than the limit without overflowing on 100 000 levels', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))).toBe('depth');
    expect(findUnsafeInput(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe('depth');
  });

  it('makes validateDto refuse a NUL with a French 400 before PostgreSQL sees it', async () => {
    await expect(validateDto(NameDto, { name: 'Am\0élie' })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining('caractère nul') });
    await expect(validateDto(NameDto, { name: nested(200) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('trop imbriquées') });
    await expect(validateDto(NameDto, { name: 'Amélie' })).resolves.toMatchObject({ name: 'Amélie' });
  });

  it('makes validateDto refuse a lone surrogate, a reserved member and a payload that is not an object', async () => {
    // The e-mail validator threw URIError on a lone surrogate, and PostgreSQL refused the event's jsonb.
    await expect(validateDto(NameDto, { name: 'a\ud800b' })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining('Unicode mal formé') });
    await expect(validateDto(NameDto, JSON.parse('{"name":"x","prototype":{}}'))).rejects.toMatchObject({ status: 400, message: 'Champ inconnu : prototype' });
    for (const payload of [[{ name: 'x' }], 'x', 12, true]) {
      await expect(validateDto(NameDto, payload)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('objet JSON') });
    }
  });
});
