// @ts-expect-error plain ESM helper shared with the start scripts
import { freePort } from '../../../scripts/lib/stack.mjs';

/** A TCP port nothing listens on. */
export const freePortAsync = (): Promise<number> => freePort();
