// @ts-expect-error plain ESM helpers shared with the start scripts
import { dropRun, startTestStack as start } from '../../scripts/lib/test-run.mjs';
import type { TestNames } from './test-env.js';

export interface TestStack {
  url: string;
  /** Its own nats-server, with the users of infra/nats/auth.conf. */
  natsUrl: string;
  mailDir: string;
  /** The fake TMDB's control routes (tests/support/fake-tmdb.mjs): GET requests, POST reset, POST next. */
  tmdbControlUrl: string;
  stopService(name: string): Promise<void>;
  startService(name: string): void;
  stop(): Promise<void>;
}

export const startTestStack = (names: TestNames, extraEnv: Record<string, string> = {}): Promise<TestStack> => start(names, extraEnv);
export const dropRunResources = (names: TestNames): Promise<void> => dropRun(names);
