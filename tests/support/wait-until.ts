// The tests' polling helper (implemented in wait-until.mjs, typed in wait-until.d.mts), for the
// TypeScript tests: `import { waitUntil } from '<…>/tests/support/wait-until.js'`.
export { waitForClockPast, waitUntil, type WaitOptions } from './wait-until.mjs';
