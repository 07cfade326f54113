// A local stand-in for TMDB's API v3 (there is no internet here): answers /search/movie, /search/tv,
// /movie/{id} and /tv/{id} from the recorded answers of fake-tmdb.json, shaped as TMDB's API
// reference documents them (append_to_response honoured, errors as TMDB's JSON with status_code),
// checks the credentials as TMDB does (api_key parameter or a Bearer read access token), and can be
// told to answer the next requests with a 429 (Retry-After), a 500, or not at all in time. Every
// request is logged. Plain ESM: the API tests' global setup (another process than the tests) starts
// it, and the tests drive it through its /__fake/ routes; an integration test may use the object.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const DATA = JSON.parse(readFileSync(new URL('./fake-tmdb.json', import.meta.url), 'utf8'));
const APPENDABLE = ['credits', 'videos', 'translations'];

const norm = (s) => String(s ?? '').normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** What /search/{kind} lists of a recorded title (the fields TMDB's search results carry). */
function searchItem(kind, t) {
  const common = {
    adult: false, backdrop_path: t.backdrop_path ?? null, genre_ids: (t.genres ?? []).map((g) => g.id), id: t.id,
    original_language: t.original_language, overview: t.overview ?? '', popularity: t.popularity ?? 1, poster_path: t.poster_path ?? null,
    vote_average: t.vote_average ?? 0, vote_count: t.vote_count ?? 0,
  };
  return kind === 'movie'
    ? { ...common, original_title: t.original_title, release_date: t.release_date ?? '', title: t.title, video: false }
    : { ...common, first_air_date: t.first_air_date ?? '', name: t.name, origin_country: t.origin_country ?? [], original_name: t.original_name };
}

function searchIndex(kind) {
  return [...Object.values(DATA[kind]), ...DATA.searchOnly[kind]].map((t) => searchItem(kind, t));
}

const tmdbError = (status_code, status_message) => ({ status_code, status_message, success: false });

/**
 * Starts the fake on 127.0.0.1 (a free port). `apiKey` / `readToken`: the credentials it accepts.
 * Answers { url (TMDB_BASE_URL, ending in /3), apiKey, readToken, requests, next(behaviour), reset(), close() }.
 */
export async function startFakeTmdb({ apiKey = 'fakeTmdbKey0123456789', readToken = 'fake.tmdb.read-token' } = {}) {
  const requests = [];
  /** Behaviours queued for the next API requests: { status: 429, retryAfter } | { status: 500 } | { stallMs }. */
  let queued = [];
  const sockets = new Set();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };

    if (url.pathname.startsWith('/__fake/')) {
      if (url.pathname === '/__fake/requests' && req.method === 'GET') return send(200, requests);
      if (url.pathname === '/__fake/reset' && req.method === 'POST') {
        requests.length = 0;
        queued = [];
        return send(200, { ok: true });
      }
      if (url.pathname === '/__fake/next' && req.method === 'POST') {
        let raw = '';
        req.on('data', (c) => (raw += c));
        req.on('end', () => {
          const { count = 1, ...behaviour } = JSON.parse(raw || '{}');
          for (let i = 0; i < count; i++) queued.push(behaviour);
          send(200, { queued: queued.length });
        });
        return undefined;
      }
      return send(404, { error: 'unknown control route' });
    }

    const auth = req.headers.authorization ?? null;
    const bearer = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
    requests.push({
      at: Date.now(),
      method: req.method, path: url.pathname, query: Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'api_key')),
      credentials: url.searchParams.has('api_key') ? 'api_key' : bearer !== null ? 'bearer' : null,
    });
    if (url.searchParams.get('api_key') !== apiKey && bearer !== readToken) {
      return send(401, tmdbError(7, 'Invalid API key: You must be granted a valid key.'));
    }
    const behaviour = queued.shift();
    if (behaviour?.stallMs) {
      // Answers late (after the caller gave up); closed at once when the fake stops.
      const timer = setTimeout(() => send(200, tmdbError(1, 'late')), behaviour.stallMs);
      res.on('close', () => clearTimeout(timer));
      return undefined;
    }
    if (behaviour?.status === 429) {
      return send(429, tmdbError(25, 'Your request count (41) is over the allowed limit of 40.'), { 'retry-after': String(behaviour.retryAfter ?? 1) });
    }
    if (behaviour?.status) return send(behaviour.status, tmdbError(11, 'Internal error: Something went wrong, contact TMDb.'));

    const search = /^\/3\/search\/(movie|tv)$/.exec(url.pathname);
    if (search && req.method === 'GET') {
      const q = norm(url.searchParams.get('query'));
      if (!q) return send(200, { page: 1, results: [], total_pages: 1, total_results: 0 });
      const kind = search[1];
      const found = searchIndex(kind).filter((t) => norm(kind === 'movie' ? t.title : t.name).includes(q) || norm(kind === 'movie' ? t.original_title : t.original_name).includes(q));
      return send(200, { page: 1, results: found.slice(0, 20), total_pages: Math.max(1, Math.ceil(found.length / 20)), total_results: found.length });
    }
    const details = /^\/3\/(movie|tv)\/(\d+)$/.exec(url.pathname);
    if (details && req.method === 'GET') {
      const title = DATA[details[1]][details[2]];
      if (!title) return send(404, tmdbError(34, 'The resource you requested could not be found.'));
      const appended = (url.searchParams.get('append_to_response') ?? '').split(',').filter((a) => APPENDABLE.includes(a));
      const answer = Object.fromEntries(Object.entries(title).filter(([k]) => !APPENDABLE.includes(k) || appended.includes(k)));
      return send(200, answer);
    }
    return send(404, tmdbError(34, 'The resource you requested could not be found.'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: `${base}/3`,
    controlUrl: `${base}/__fake`,
    apiKey,
    readToken,
    requests,
    next(behaviour) {
      const { count = 1, ...rest } = behaviour;
      for (let i = 0; i < count; i++) queued.push(rest);
    },
    reset() {
      requests.length = 0;
      queued = [];
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
