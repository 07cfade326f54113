export * from './rpc.js';
export * from './events.js';
export * from './common-errors.js';
export * from './identity/index.js';
export * from './catalogue/index.js';
export * from './engagement/index.js';
export * from './idempotent.js';
export * from './bus.js';
