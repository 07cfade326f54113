import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CatalogueAnswers, RESPONSE_TTL_MS, SEARCH_TTL_MS } from './cached-answers.js';

const json = (bytes: number) => Buffer.alloc(bytes, 'a');

describe('the answers the gateway keeps', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps a search or suggestion answer for SEARCH_TTL_MS, the other reads for RESPONSE_TTL_MS', () => {
    const answers = new CatalogueAnswers();
    answers.set('/api/home', json(10), 'public');
    answers.set('/api/search/suggest?q=nosf', json(10), 'public');
    answers.set('/api/search?q=nosferatu', json(10), 'public');
    now += RESPONSE_TTL_MS - 1;
    expect(answers.get('/api/home')?.body.length).toBe(10);
    now += 1;
    expect(answers.get('/api/home')).toBeUndefined();
    expect(answers.get('/api/search/suggest?q=nosf')?.body.length).toBe(10);
    now += SEARCH_TTL_MS - RESPONSE_TTL_MS - 1;
    expect(answers.get('/api/search?q=nosferatu')?.body.length).toBe(10);
    now += 1;
    expect(answers.get('/api/search/suggest?q=nosf')).toBeUndefined();
    expect(answers.get('/api/search?q=nosferatu')).toBeUndefined();
  });

  it('forgets the oldest search answers past 32 MB of them, and never the other reads for them', () => {
    const answers = new CatalogueAnswers();
    answers.set('/api/home', json(10), 'public');
    const page = 1024 * 1024;
    for (let i = 0; i < 32; i++) answers.set(`/api/search?q=${i}`, json(page), 'public');
    expect(answers.get('/api/search?q=0')?.body.length).toBe(page);
    // A 33rd megabyte: the first answer kept goes, the others and the home page stay.
    answers.set('/api/search?q=32', json(page), 'public');
    expect(answers.get('/api/search?q=0')).toBeUndefined();
    expect(answers.get('/api/search?q=1')?.body.length).toBe(page);
    expect(answers.get('/api/search?q=32')?.body.length).toBe(page);
    expect(answers.get('/api/home')?.body.length).toBe(10);
    // The same URL kept again counts once: nothing else goes.
    answers.set('/api/search?q=32', json(page), 'public');
    expect(answers.get('/api/search?q=1')?.body.length).toBe(page);
  });

  it('keeps 2,000 other reads at most, the oldest going first', () => {
    const answers = new CatalogueAnswers();
    for (let i = 0; i <= 2000; i++) answers.set(`/api/movies?page=${i}`, json(10), 'member');
    expect(answers.get('/api/movies?page=0')).toBeUndefined();
    expect(answers.get('/api/movies?page=1')?.access).toBe('member');
    expect(answers.get('/api/movies?page=2000')?.access).toBe('member');
  });

  it('forgets every answer when cleared (a catalogue event)', () => {
    const answers = new CatalogueAnswers();
    answers.set('/api/home', json(10), 'public');
    answers.set('/api/search?q=nosferatu', json(10), 'public');
    answers.clear();
    expect(answers.get('/api/home')).toBeUndefined();
    expect(answers.get('/api/search?q=nosferatu')).toBeUndefined();
  });
});
