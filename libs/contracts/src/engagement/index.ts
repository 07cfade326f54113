export * from './patterns.js';
export * from './errors.js';
export * from './types.js';
export * from './playback-rules.js';
export * from './dto.js';
export * from './fast-input.js';
export * from './progress-queue.js';
