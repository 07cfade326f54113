import { describe, expect, it } from '@jest/globals';
import { csvField, EXPORT_HEADER, exportCsv, frenchDate, frenchDecimal, parseExportArgs, type DailyTitleViews } from './export.rules.js';

const row = (fields: Partial<DailyTitleViews>): DailyTitleViews => ({
  day: '2026-11-05', kind: 'movie', isAnime: false, id: '00000000-0000-4000-8000-000000000001', title: 'Playtime', inCatalogue: true, views: 1, ...fields,
});

describe('the arguments of npm run analytics:export', () => {
  it('take a period and an optional file', () => {
    expect(parseExportArgs(['--from', '2026-11-01', '--to', '2026-11-30'])).toEqual({ from: '2026-11-01', to: '2026-11-30', out: 'vues-par-titre-2026-11-01-2026-11-30.csv' });
    expect(parseExportArgs(['--to', '2026-11-30', '--from', '2026-11-30', '--out', '-'])).toEqual({ from: '2026-11-30', to: '2026-11-30', out: '-' });
  });

  it('refuse a missing or impossible date, a period ending before it starts or too long, and unknown options, in French', () => {
    expect(parseExportArgs([])).toEqual({ error: 'Indiquez la période : --from AAAA-MM-JJ --to AAAA-MM-JJ.' });
    expect(parseExportArgs(['--from', '2026-02-30', '--to', '2026-03-01'])).toEqual({ error: 'Date invalide pour --from : « 2026-02-30 » (format AAAA-MM-JJ).' });
    expect(parseExportArgs(['--from', '01/11/2026', '--to', '2026-11-30'])).toMatchObject({ error: expect.stringContaining('Date invalide pour --from') });
    expect(parseExportArgs(['--from', '2026-11-30', '--to', '2026-11-01'])).toEqual({ error: 'La date de fin (--to) précède la date de début (--from).' });
    expect(parseExportArgs(['--from', '2020-01-01', '--to', '2026-01-01'])).toEqual({ error: 'Période trop longue : 1100 jours au plus.' });
    expect(parseExportArgs(['--since', '2026-11-01'])).toMatchObject({ error: expect.stringContaining('Option inconnue') });
    expect(parseExportArgs(['--from', '--to', '2026-11-30'])).toEqual({ error: 'Valeur manquante pour --from.' });
  });
});

describe('the CSV', () => {
  it('writes French dates and decimal commas, separates fields by semicolons and quotes what needs it', () => {
    expect(frenchDate('2026-11-05')).toBe('05/11/2026');
    expect(frenchDecimal(33.3333)).toBe('33,33');
    expect(frenchDecimal(1234.5)).toBe('1234,50');
    expect(csvField('Le Bon; la Brute')).toBe('"Le Bon; la Brute"');
    expect(csvField('Le "Dernier" Métro')).toBe('"Le ""Dernier"" Métro"');
    expect(csvField('Amélie, 2001')).toBe('Amélie, 2001');
  });

  it('starts with a byte order mark and the header line stating the conventions, one CRLF line per title and day, with its share of the day', () => {
    const csv = exportCsv([
      row({ day: '2026-11-05', title: 'Playtime', views: 2 }),
      row({ day: '2026-11-05', kind: 'series', isAnime: true, title: 'Mushishi', views: 1, id: '00000000-0000-4000-8000-000000000002' }),
      row({ day: '2026-11-06', kind: 'series', title: 'Les Revenants; saison 1', views: 3, inCatalogue: false, id: '00000000-0000-4000-8000-000000000003' }),
      row({ day: '2026-11-06', title: null, views: 1, inCatalogue: false, id: '00000000-0000-4000-8000-000000000004' }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      EXPORT_HEADER.join(';'),
      '05/11/2026;Film;Playtime;00000000-0000-4000-8000-000000000001;oui;2;66,67',
      '05/11/2026;Animé;Mushishi;00000000-0000-4000-8000-000000000002;oui;1;33,33',
      '06/11/2026;Série;"Les Revenants; saison 1";00000000-0000-4000-8000-000000000003;non;3;75,00',
      '06/11/2026;Film;;00000000-0000-4000-8000-000000000004;non;1;25,00',
      '',
    ]);
    expect(EXPORT_HEADER[0]).toContain('JJ/MM/AAAA');
    expect(EXPORT_HEADER.at(-1)).toContain('virgule décimale');
  });

  it('is the header alone for a period without views', () => {
    expect(exportCsv([])).toBe(`\uFEFF${EXPORT_HEADER.join(';')}\r\n`);
  });
});
