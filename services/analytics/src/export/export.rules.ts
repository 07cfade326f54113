import { addDays, daysBetween } from '../shared/paris-days.rules.js';

/**
 * The CSV of `npm run analytics:export`: views per title and Paris day, for a spreadsheet set to
 * French conventions, which its header line states: fields separated by semicolons (the comma is
 * the decimal separator), dates as JJ/MM/AAAA, decimals with a comma, UTF-8 with a byte order
 * mark (so that a spreadsheet reads the accents), lines ended by CRLF (RFC 4180), text quoted when
 * it holds a semicolon, a quote or a line break. Pure.
 */

/** Days an export may span at most (about three years). */
export const EXPORT_DAYS_MAX = 1100;

export interface ExportArgs {
  from: string;
  to: string;
  /** A file path, or '-' for the standard output. */
  out: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && addDays(v, 0) === v;

/** Reads `--from AAAA-MM-JJ --to AAAA-MM-JJ [--out fichier.csv|-]`; answers the arguments or the French reason they are refused. */
export function parseExportArgs(argv: readonly string[]): ExportArgs | { error: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!['--from', '--to', '--out'].includes(name)) return { error: `Option inconnue : « ${name} » (attendu : --from, --to, --out).` };
    if (value === undefined || value.startsWith('--')) return { error: `Valeur manquante pour ${name}.` };
    values.set(name, value);
  }
  const from = values.get('--from');
  const to = values.get('--to');
  if (!from || !to) return { error: 'Indiquez la période : --from AAAA-MM-JJ --to AAAA-MM-JJ.' };
  for (const [name, day] of [['--from', from], ['--to', to]]) {
    if (!isDay(day)) return { error: `Date invalide pour ${name} : « ${day} » (format AAAA-MM-JJ).` };
  }
  if (to < from) return { error: 'La date de fin (--to) précède la date de début (--from).' };
  if (daysBetween(from, to).length > EXPORT_DAYS_MAX) return { error: `Période trop longue : ${EXPORT_DAYS_MAX} jours au plus.` };
  return { from, to, out: values.get('--out') ?? `vues-par-titre-${from}-${to}.csv` };
}

/** One title's views on one Paris day, as the export reads them. */
export interface DailyTitleViews {
  day: string;
  kind: 'movie' | 'series';
  isAnime: boolean;
  id: string;
  /** Null when the catalogue never described the title (an id it does not have). */
  title: string | null;
  /** Whether the catalogue still has the title. */
  inCatalogue: boolean;
  views: number;
}

export const EXPORT_HEADER = [
  'Jour (JJ/MM/AAAA, heure de Paris)',
  'Type',
  'Titre',
  'Identifiant',
  'Au catalogue',
  'Vues',
  'Part des vues du jour (%, virgule décimale)',
];

const KIND_LABELS = { movie: 'Film', series: 'Série', anime: 'Animé' } as const;

/** `2026-11-05` → `05/11/2026`. */
export const frenchDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A number with two decimals and a decimal comma, no thousands separator (a spreadsheet reads it as a number). */
export const frenchDecimal = (n: number): string => n.toFixed(2).replace('.', ',');

/** A field as CSV text: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The whole file: byte order mark, header line, one line per title and day (days in order, most viewed first). */
export function exportCsv(rows: readonly DailyTitleViews[]): string {
  const perDay = new Map<string, number>();
  for (const r of rows) perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.views);
  const lines = [EXPORT_HEADER.map(csvField).join(';')];
  for (const r of rows) {
    lines.push(
      [
        frenchDate(r.day),
        KIND_LABELS[r.kind === 'series' && r.isAnime ? 'anime' : r.kind],
        r.title ?? '',
        r.id,
        r.inCatalogue ? 'oui' : 'non',
        String(r.views),
        frenchDecimal((100 * r.views) / (perDay.get(r.day) ?? r.views)),
      ].map(csvField).join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
