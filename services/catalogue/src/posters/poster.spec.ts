import { describe, expect, it } from '@jest/globals';
import { escapeXml, layoutTitle, lineChars, renderPosterSvg, wrapText } from './poster.js';

describe('renderPosterSvg', () => {
  it('returns a 2:3 SVG containing the title, the year and the kind label', () => {
    const svg = renderPosterSvg({ title: 'Le Voyage dans la Lune', year: 1902, kind: 'movie' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="600"');
    expect(svg).toContain('<title>Le Voyage dans la Lune</title>');
    expect(svg).toContain('1902');
    expect(svg).toContain('FILM');
    expect(renderPosterSvg({ title: 'Superman', year: 1941, kind: 'series' })).toContain('SÉRIE');
    expect(renderPosterSvg({ title: 'Kuro Nyago', year: 1929, kind: 'anime' })).toContain('ANIMÉ');
  });

  it("escapes '<' and '&' in the title", () => {
    const svg = renderPosterSvg({ title: 'Tom & Jerry <script>', year: 2000, kind: 'movie' });
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('is deterministic and tints posters differently per title', () => {
    const first = renderPosterSvg({ title: 'Nosferatu le vampire', year: 1922, kind: 'movie' });
    expect(renderPosterSvg({ title: 'Nosferatu le vampire', year: 1922, kind: 'movie' })).toBe(first);
    const other = renderPosterSvg({ title: 'Charade', year: 1963, kind: 'movie' });
    const hueOf = (svg: string): string | undefined => /hsl\((\d+),/.exec(svg)?.[1];
    expect(hueOf(first)).not.toBe(hueOf(other));
  });

  it('wraps long titles and keeps every word', () => {
    const title = "Les Débuts de l'animation japonaise : une anthologie de courts métrages";
    const svg = renderPosterSvg({ title, year: 1917, kind: 'anime' });
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(escapeXml(title));
  });
});

describe('wrapText', () => {
  it('breaks between words only: a word longer than a line has a line of its own, whole', () => {
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcdefghij', 'kl']);
    expect(wrapText('  un  deux trois ', 8)).toEqual(['un deux', 'trois']);
  });
});

describe('layoutTitle', () => {
  /** Each line is whole words of the title, in order, and holds at the chosen type size. */
  const expectWholeWords = (title: string) => {
    const { fontSize, lines } = layoutTitle(title);
    expect(lines.join(' ')).toBe(title.trim().split(/\s+/).join(' '));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(lineChars(fontSize));
    return { fontSize, lines };
  };

  it("keeps 'morts-vivants' whole, on a smaller type than a title of short words", () => {
    const { fontSize, lines } = expectWholeWords('La Nuit des morts-vivants');
    expect(lines).toEqual(['La Nuit des', 'morts-vivants']);
    expect(fontSize).toBeLessThan(layoutTitle('La Nuit des morts').fontSize);
  });

  it('gives a word too long for the smallest size a type size small enough for it', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiose';
    const { fontSize, lines } = expectWholeWords(`Le ${word} du docteur`);
    expect(lines.some((line) => line.split(' ').includes(word))).toBe(true);
    expect(fontSize).toBeLessThan(22);
  });

  it('ends a title too long for the poster after a whole word, with an ellipsis', () => {
    const title = Array.from({ length: 80 }, (_, i) => `mot${i}`).join(' ');
    const { fontSize, lines } = layoutTitle(title);
    expect(lines).toHaveLength(8);
    const last = lines.at(-1)!;
    expect(last.endsWith(' …')).toBe(true);
    const shown = [...lines.slice(0, -1), last.slice(0, -2)].join(' ');
    expect(title.startsWith(`${shown} `)).toBe(true);
    expect(last.length).toBeLessThanOrEqual(lineChars(fontSize));
  });
});
