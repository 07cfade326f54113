import { describe, expect, it } from '@jest/globals';
import { escapeXml, renderPosterSvg, wrapText } from './poster.js';

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
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
  });
});
