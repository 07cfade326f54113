export * from './patterns.js';
export * from './types.js';
export * from './dto.js';
