import { describe, expect, it } from '@jest/globals';
import { bodyProblem, originProblem, urlProblem } from './request-guards.js';

const APP = 'https://streaming.example.org';

describe('request guards', () => {
  it('refuse a NUL in the URL, encoded in any case', () => {
    expect(urlProblem('/api/search?q=a%00b')?.status).toBe(400);
    expect(urlProblem('/api/media/%00')?.status).toBe(400);
    expect(urlProblem('/api/search?q=a%2500b')).toBeNull();
    expect(urlProblem('/api/search?q=amélie')).toBeNull();
  });

  it('refuse a NUL or deep nesting in a parsed body', () => {
    expect(bodyProblem({ a: ['x\0'] })?.detail).toMatch(/caractère nul/);
    expect(bodyProblem(JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)))?.detail).toMatch(/trop imbriquées/);
    expect(bodyProblem({ email: 'a@exemple.fr' })).toBeNull();
  });

  it('refuse a lone surrogate and a reserved member name in a parsed body', () => {
    expect(bodyProblem({ email: 'a\ud800b' })).toMatchObject({ status: 400, detail: expect.stringMatching(/Unicode mal formé/) });
    expect(bodyProblem(JSON.parse('{"title":"x","prototype":{"isAdmin":true}}'))).toMatchObject({ status: 400, detail: 'Champ inconnu : prototype' });
    expect(bodyProblem({ title: 'Amélie 🎬' })).toBeNull();
  });

  it('refuse a JSON body that is not an object', () => {
    for (const body of [0, 'texte', true, null, [{ title: 'x' }]]) {
      expect({ body, problem: bodyProblem(body) }).toMatchObject({ body, problem: { status: 400, detail: 'Les données envoyées doivent être un objet JSON ({ … }).' } });
    }
  });

  it('refuse state changes from another site, and nothing else', () => {
    expect(originProblem('POST', { origin: 'https://pirate.example' }, APP)?.status).toBe(403);
    expect(originProblem('DELETE', { origin: 'null' }, APP)?.status).toBe(403);
    expect(originProblem('PATCH', { 'sec-fetch-site': 'cross-site' }, APP)?.status).toBe(403);
    expect(originProblem('PUT', { origin: APP, 'sec-fetch-site': 'same-site' }, APP)?.status).toBe(403);
    expect(originProblem('POST', { origin: APP }, APP)).toBeNull();
    expect(originProblem('POST', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' }, APP)).toBeNull();
    expect(originProblem('POST', {}, APP)).toBeNull();
    expect(originProblem('GET', { origin: 'https://pirate.example', 'sec-fetch-site': 'cross-site' }, APP)).toBeNull();
  });
});
