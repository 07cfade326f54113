export * from './patterns.js';
export * from './errors.js';
export * from './types.js';
export * from './dto/index.js';
export * from './video-source.js';
export * from './slug.js';
export * from './admin.js';
export * from './tmdb.js';
