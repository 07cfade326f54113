// The catalogue a member browses, on the demo catalogue plus 100,000 synthetic titles.
// Targets:
// - GET /api/home through the gateway, cached: at least 65% of the bare Fastify route's throughput
//   (same run, same load shape); a filtered films page, cached: at least 30%; p99 under 50 ms at that load;
// - the home page sends at least 50 times fewer bytes than the original approach, which downloaded
//   the full movie list (`select * ... limit 2000`, every column) to build its lists.
import { gzipSync } from 'node:zlib';
import { api } from '../lib/api.mjs';
import { loadCatalogue, originalDownload, withDb } from '../lib/catalogue-data.mjs';
import { format, target } from '../lib/report.mjs';

export const description = 'GET /api/home and a filtered GET /api/movies (cached) against the bare route; bytes of the home page against the original 2,000-row download';

/** The films page filtered and sorted as a member would: 1920–1960, rated 3 or more, best first. */
const FILTERED_FILMS = '/api/movies?yearFrom=1920&yearTo=1960&minRating=3&sort=rating&order=desc&page=1&pageSize=24';
/** Rows the original product downloaded for its lists. */
const ORIGINAL_LIST_ROWS = 2000;

export default async function catalogue(ctx) {
  const [member, counts] = await Promise.all([ctx.member(), loadCatalogue(ctx)]);
  const auth = { authorization: `Bearer ${member.accessToken}` };
  // As a browser asks: it accepts compressed answers (the gateway keeps cached answers gzipped).
  const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
  const get = (path) => api(ctx.stack.url, 'GET', path, { token: member.accessToken });

  // Checked requests first (a load of 401s or empty pages would measure nothing); they also fill the cache.
  const home = await get('/api/home');
  const sections = Object.entries(home.body ?? {});
  if (!sections.length || sections.some(([, cards]) => !Array.isArray(cards))) throw new Error(`GET /api/home answered ${JSON.stringify(home.body).slice(0, 200)}`);
  const films = await get(FILTERED_FILMS);
  if (!films.body?.items?.length) throw new Error(`GET ${FILTERED_FILMS} found no film: ${JSON.stringify(films.body).slice(0, 200)}`);

  const bare = await ctx.baseline();
  const homeFig = await ctx.measure({ name: 'GET /api/home', url: ctx.stack.url, path: '/api/home', headers: browser });
  homeFig.vs = homeFig.rps / bare.rps;
  const filmsFig = await ctx.measure({
    name: 'GET /api/movies (filtered)',
    url: ctx.stack.url,
    path: FILTERED_FILMS,
    headers: browser,
    note: `${FILTERED_FILMS}: ${films.body.total.toLocaleString('en-US')} films match; ${counts.movies.toLocaleString('en-US')} films, ${counts.series.toLocaleString('en-US')} series in the bench database`,
  });
  filmsFig.vs = filmsFig.rps / bare.rps;

  // Bytes: the JSON bodies uncompressed on both sides (the target); gzip, as browsers receive the home page, shown beside.
  // The home page's picks are random per request: average a few bodies.
  const bodies = [];
  for (let i = 0; i < 5; i++) bodies.push(JSON.stringify((await get('/api/home')).body));
  const homeBytes = bodies.reduce((a, b) => a + Buffer.byteLength(b), 0) / bodies.length;
  const homeGzip = bodies.reduce((a, b) => a + gzipSync(b).length, 0) / bodies.length;
  const homeCards = sections.reduce((n, [, cards]) => n + cards.length, 0);
  const original = await withDb(ctx, (db) => originalDownload(db, 'movies', ORIGINAL_LIST_ROWS));
  const originalBytes = Buffer.byteLength(original.body);
  const originalGzip = gzipSync(original.body).length;
  const homeRatio = originalBytes / homeBytes;

  return {
    figures: [bare, homeFig, filmsFig],
    tables: [
      {
        title: 'Bytes of the home page (JSON bodies uncompressed; gzip -6: what a browser receives from the gateway, for information)',
        headers: ['what', 'rows', 'bytes', 'gzip', 'vs ours'],
        rows: [
          [`GET /api/home (${sections.length} sections, mean of ${bodies.length} responses)`, homeCards, format.bytes(Math.round(homeBytes)), format.bytes(Math.round(homeGzip)), '1×'],
          [`original: ${original.rows} full movie rows, newest first`, original.rows, format.bytes(originalBytes), format.bytes(originalGzip), format.ratio(homeRatio)],
        ],
        notes: [
          `original = SELECT json_agg(m) over the ${original.rows} newest movies with every column the original table had (this schema's generated search columns left out), serialised by PostgreSQL.`,
          `gzip ratio: ${format.ratio(originalGzip / homeGzip)}.`,
        ],
      },
    ],
    targets: [
      target({ description: "GET /api/home throughput ≥ 65% of the bare route's", value: homeFig.vs, op: '>=', limit: 0.65, format: format.pct, figure: [bare, homeFig] }),
      target({ description: `GET /api/home p99 < 50 ms at that load (${homeFig.connections} connections)`, value: homeFig.latency.p99, op: '<', limit: 50, format: format.ms, figure: homeFig }),
      target({ description: "GET /api/movies (filtered) throughput ≥ 30% of the bare route's", value: filmsFig.vs, op: '>=', limit: 0.3, format: format.pct, figure: [bare, filmsFig] }),
      target({ description: `GET /api/movies (filtered) p99 < 50 ms at that load (${filmsFig.connections} connections)`, value: filmsFig.latency.p99, op: '<', limit: 50, format: format.ms, figure: filmsFig }),
      target({
        description: `GET /api/home sends ≥ 50× fewer bytes than the original ${ORIGINAL_LIST_ROWS}-row list (uncompressed)`,
        value: homeRatio,
        op: '>=',
        limit: 50,
        format: format.ratio,
      }),
    ],
  };
}
