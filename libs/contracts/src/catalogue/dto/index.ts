// The catalogue's class-validator DTOs, by topic; the field decorators they share are in decorators.ts.
export * from './list-queries.js';
export * from './params.js';
export * from './title-writes.js';
export * from './episode-writes.js';
export * from './genre-writes.js';
export * from './admin-queries.js';
