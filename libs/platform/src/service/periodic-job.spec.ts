import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createLogger } from '../logging/logger.js';
import { PeriodicJob } from './periodic-job.js';

/** A real logger whose warnings are kept as [err, msg]. */
const logger = () => {
  const warnings: Array<[unknown, string]> = [];
  const write = (line: string) => {
    const { err, msg } = JSON.parse(line) as { err?: string; msg: string };
    warnings.push([{ err }, msg]);
  };
  return { warnings, logger: createLogger('periodic-job-spec', 'warn', { write }) };
};

describe('PeriodicJob', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs the job every period once started, and no more once stopped', async () => {
    let runs = 0;
    const { logger: log } = logger();
    const job = new PeriodicJob('pruning', 1000, async () => void runs++, log);
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(0);
    job.start();
    job.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
    job.stop();
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
  });

  it('skips a run while the previous one is still going', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const { logger: log } = logger();
    const job = new PeriodicJob('purge', 1000, () => new Promise<void>((resolve) => { started++; finish = resolve; }), log);
    job.start();
    await jest.advanceTimersByTimeAsync(3500);
    expect(started).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    job.stop();
  });

  it('logs a failed run and tries again at the next, never throwing', async () => {
    let runs = 0;
    const { logger: log, warnings } = logger();
    const job = new PeriodicJob('housekeeping', 1000, async () => {
      runs++;
      if (runs === 1) throw new Error('database away');
    }, log);
    await expect(job.run()).resolves.toBeUndefined();
    expect(warnings).toEqual([[{ err: 'database away' }, 'housekeeping failed, will retry']]);
    job.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(warnings).toHaveLength(1);
    job.stop();
  });

  it('never keeps the process alive', () => {
    const spy = jest.spyOn(global, 'setInterval');
    const job = new PeriodicJob('pruning', 1000, async () => undefined, logger().logger);
    job.start();
    const [started] = spy.mock.results;
    if (started?.type !== 'return') throw new Error('setInterval was not called, or it threw');
    expect(started.value.hasRef()).toBe(false);
    job.stop();
    spy.mockRestore();
  });
});
