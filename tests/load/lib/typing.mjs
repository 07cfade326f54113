// What members type into the header's search box, as the server sees it: the streams of search and
// suggestion requests the search scenario replays, one stream per connection.
//
// The SPA (web/src/features/search: SearchBox, useSuggestTitles, rules.ts) asks for suggestions from
// 2 characters (trimmed, counted in characters), 300 ms after the last keystroke (debounce), and
// React Query does not ask again for a text the same page already asked (stale after 5 minutes).
// So of the prefixes of a typed string, the server gets those after which the typist paused for
// 300 ms or more, and the whole string, each at most once per typing.

/** The SPA's minimum length and debounce (web/src/features/search/rules.ts). */
export const SEARCH_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 300;

/** A deterministic pseudo-random generator (mulberry32): the same streams on every run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `list` shuffled by `random` (Fisher-Yates), a new array. */
export function shuffled(list, random) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The time between two keystrokes, in ms: mostly a fluent 100 to 290 ms, and one time in four a
 * pause of 300 to 900 ms (looking at the suggestions, thinking of the next word), one time in two
 * after a space.
 */
function keystrokeGap(random, previous) {
  const pause = random() < (previous === ' ' ? 0.5 : 0.25);
  return pause ? 300 + random() * 600 : 100 + random() * 190;
}

/**
 * The texts the SPA sends to GET /api/search/suggest while `text` is typed one keystroke after
 * another: the trimmed prefixes of 2 characters or more followed by a pause of at least the
 * debounce, and the whole text (typing stops), each once.
 */
export function suggestionsWhileTyping(text, random) {
  const chars = [...text];
  const asked = new Set();
  for (let i = 1; i <= chars.length; i++) {
    const gap = i === chars.length ? Infinity : keystrokeGap(random, chars[i - 1]);
    const q = chars.slice(0, i).join('').trim();
    if (gap >= SUGGEST_DEBOUNCE_MS && [...q].length >= SEARCH_MIN_LENGTH) asked.add(q);
  }
  return [...asked];
}

/** How people type a stored title: lower case, a keyboard's apostrophe for the typographic one. */
export const asTyped = (title) => title.toLowerCase().replace(/’/g, "'");

/**
 * One typing order per connection: each connection types every popular query `weight` times and
 * its own share of the `tail` (the titles: each typed by one connection), in an order of its own.
 * Returns, per connection, the list of texts in the order they are typed.
 */
export function typingOrders({ popular, weight, tail, connections, seed = 1 }) {
  return Array.from({ length: connections }, (_, c) => {
    const own = tail.filter((_, i) => i % connections === c);
    return shuffled([...Array.from({ length: weight }, () => popular).flat(), ...own], seededRandom(seed * 1000 + c));
  });
}

/**
 * The suggestions' streams of per-connection typing orders: the prefixes the SPA sends while each
 * text is typed (suggestionsWhileTyping, a seeded generator per connection), as paths.
 */
export function typedStreams(orders, toPath, seed = 100) {
  return orders.map((texts, c) => {
    const random = seededRandom(seed + c);
    return texts.flatMap((text) => suggestionsWhileTyping(text, random)).map(toPath);
  });
}

/**
 * A warning for a measurement's note when `answered` requests are more than one pass of the shortest
 * connection's stream: some connection went through its stream again, and the cache answered the repeats.
 */
export function loopedWarning(streams, answered) {
  const perPass = Math.min(...streams.map((stream) => stream.length));
  if (answered <= perPass * streams.length) return '';
  return ` WARNING: ${answered.toLocaleString('en-US')} requests, more than one pass of the shortest connection's stream (${perPass.toLocaleString('en-US')}): repeats of the whole stream were answered from the cache.`;
}

/**
 * An autocannon `setupClient` giving each connection its own list of paths, requested in order
 * (then again from the start): streams[0] to the first connection, streams[1] to the next…
 * Each request's bytes are built when it is sent (`setupRequest`), as for a list of `paths`:
 * autocannon builds the others at once, before any request and inside the measured time, which for
 * 8 streams of 14,000 paths took 0.6-0.7 s of a 10 s measurement and 0.7-0.9 s of CPU.
 */
export function streamPerConnection(streams, headers) {
  let next = 0;
  return (client) => {
    const own = streams[next++ % streams.length];
    client.setRequests(own.map((path) => ({ method: 'GET', headers, setupRequest: (req) => ({ ...req, path }) })));
  };
}

/** The distinct paths of the streams not in `asked`, taken from each connection's stream in turn. */
export function unasked(streams, asked) {
  const out = new Set();
  const longest = Math.max(...streams.map((s) => s.length));
  for (let i = 0; i < longest; i++) {
    for (const stream of streams) if (i < stream.length && !asked.has(stream[i])) out.add(stream[i]);
  }
  return [...out];
}
