/**
 * Posters drawn for titles without one (the demo catalogue, new titles): a 2:3 SVG (400x600) with a
 * dark gradient whose hue is derived from a hash of the title, the title
 * word-wrapped in large white type, the year and a small kind label.
 * Pure functions, no dependencies.
 */

export type PosterKind = 'movie' | 'series' | 'anime';

export interface PosterInput {
  title: string;
  year?: number | null;
  kind: PosterKind;
}

export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;
/**
 * Part of every generated poster's URL version (shared/card.mapper.ts posterVersion): bump it when the
 * drawing below changes, so that browsers holding last year's posters fetch the new ones.
 */
export const POSTER_DESIGN = 2;

const KIND_LABELS: Record<PosterKind, string> = {
  movie: 'FILM',
  series: 'SÉRIE',
  anime: 'ANIMÉ',
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for use in XML content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** 32-bit FNV-1a hash of the string's UTF-16 code units: deterministic and well spread. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter((word) => word.length > 0);
}

/**
 * Splits text into lines of at most `maxChars` characters, breaking only between words: a word is
 * never cut (one longer than a line has a line of its own; `layoutTitle` picks a type size where none is).
 */
export function wrapText(text: string, maxChars: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const lines: string[] = [];
  let current = '';
  for (const word of wordsOf(text)) {
    if (current.length === 0) {
      current = word;
    } else if (current.length + 1 + word.length <= limit) {
      current = `${current} ${word}`;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

export interface TitleLayout {
  fontSize: number;
  lines: string[];
}

const MAX_TITLE_LINES = 6;
const TITLE_SIZES = [52, 46, 40, 35, 30, 26, 22];
/** The width of the title's lines, between the poster's 36-unit margins. */
export const TITLE_WIDTH = POSTER_WIDTH - 2 * 36;
/** Average glyph width of a bold sans-serif, in em. */
const GLYPH_EM = 0.58;

/** How many characters a line of the title holds at a type size. */
export function lineChars(fontSize: number): number {
  return Math.floor(TITLE_WIDTH / (fontSize * GLYPH_EM));
}

/**
 * The largest type size at which every word of the title fits on a line and the wrapped title fits in
 * the poster's text area (fewer lines for the two largest sizes). A word too long for a line at the
 * smallest size gets a type size of its own, small enough for it. A title still too long for 8 lines
 * ends its last line with '…' after a whole word.
 */
export function layoutTitle(title: string): TitleLayout {
  const longest = Math.max(1, ...wordsOf(title).map((word) => word.length));
  for (const fontSize of TITLE_SIZES) {
    const maxChars = lineChars(fontSize);
    if (longest > maxChars) continue;
    const lines = wrapText(title, maxChars);
    if (lines.length <= MAX_TITLE_LINES - (fontSize > 40 ? 2 : 0)) return { fontSize, lines };
  }
  const fontSize = Math.min(TITLE_SIZES.at(-1)!, Math.floor(TITLE_WIDTH / (longest * GLYPH_EM)));
  const maxChars = lineChars(fontSize);
  const lines = wrapText(title, maxChars);
  const maxLines = MAX_TITLE_LINES + 2;
  if (lines.length <= maxLines) return { fontSize, lines };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length + 2 > maxChars && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = `${last} …`;
  return { fontSize, lines: kept };
}

/** Renders a 400x600 SVG poster. Pure: the same input always gives the same SVG. */
export function renderPosterSvg({ title, year, kind }: PosterInput): string {
  const cleanTitle = title.trim().length > 0 ? title.trim() : 'Sans titre';
  const hash = hashString(cleanTitle);
  const hue = hash % 360;
  const hue2 = (hue + 28 + ((hash >>> 9) % 40)) % 360;
  const accentHue = (hue + 180) % 360;
  const circleX = 60 + ((hash >>> 3) % 280);
  const circleY = 90 + ((hash >>> 11) % 160);
  const circleR = 110 + ((hash >>> 17) % 90);

  const { fontSize, lines } = layoutTitle(cleanTitle);
  const lineHeight = Math.round(fontSize * 1.12);
  const blockHeight = lineHeight * lines.length;
  // Title block sits in the lower half, above the year.
  const firstBaseline = Math.max(140, 480 - blockHeight + fontSize);

  const label = KIND_LABELS[kind] ?? KIND_LABELS.movie;
  const yearText = typeof year === 'number' && Number.isFinite(year) ? String(Math.trunc(year)) : '';
  const id = `p${hash.toString(36)}`;

  const titleSpans = lines
    .map(
      (line, index) =>
        `<tspan x="36" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');

  const ariaLabel = escapeXml(
    `${label === 'FILM' ? 'Film' : label === 'SÉRIE' ? 'Série' : 'Animé'} : ${cleanTitle}${yearText ? ` (${yearText})` : ''}`,
  );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" role="img" aria-label="${ariaLabel}">`,
    `<title>${escapeXml(cleanTitle)}</title>`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0.35" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 48%, 30%)"/>`,
    `<stop offset="0.55" stop-color="hsl(${hue2}, 45%, 16%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2}, 40%, 7%)"/>`,
    '</linearGradient>',
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">`,
    `<stop offset="0" stop-color="hsl(${accentHue}, 70%, 70%)" stop-opacity="0.28"/>`,
    `<stop offset="1" stop-color="hsl(${accentHue}, 70%, 70%)" stop-opacity="0"/>`,
    '</radialGradient>',
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset="0.45" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.55"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#${id}-bg)"/>`,
    `<circle cx="${circleX}" cy="${circleY}" r="${circleR}" fill="url(#${id}-glow)"/>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#${id}-shade)"/>`,
    `<rect x="36" y="36" width="${label.length * 11 + 24}" height="28" rx="4" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.5"/>`,
    `<text x="48" y="55" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="14" font-weight="700" letter-spacing="2" fill="#ffffff">${escapeXml(label)}</text>`,
    `<text font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${fontSize}" font-weight="800" fill="#ffffff">${titleSpans}</text>`,
    `<rect x="36" y="512" width="48" height="4" rx="2" fill="hsl(${accentHue}, 75%, 65%)"/>`,
    yearText
      ? `<text x="36" y="554" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="24" font-weight="500" fill="#ffffff" fill-opacity="0.8">${escapeXml(yearText)}</text>`
      : '',
    '</svg>',
  ].join('');
}
