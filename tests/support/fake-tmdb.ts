// The fake TMDB server (implemented in fake-tmdb.mjs, typed in fake-tmdb.d.mts), for the TypeScript
// tests: `import { startFakeTmdb } from '<…>/tests/support/fake-tmdb.js'`.
export { startFakeTmdb, type FakeTmdb, type FakeTmdbBehaviour, type FakeTmdbRequest } from './fake-tmdb.mjs';
