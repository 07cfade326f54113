import { describe, expect, it } from '@jest/globals';
import { RetrySeries } from './retries';

/** Plays from `from` to `to` in time updates 0.25 s apart. */
function play(series: RetrySeries, from: number, to: number): void {
  series.playing(from);
  for (let position = from + 0.25; position <= to; position += 0.25) series.timeUpdate(position);
}

describe('automatic retries (spec section 9)', () => {
  it('retries a source that never loads 10 times, 2 s apart, then gives up', () => {
    const series = new RetrySeries();
    const steps = Array.from({ length: 10 }, () => series.failed('network'));
    expect(steps.map((step) => step?.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(steps.every((step) => step?.of === 10 && step.delayMs === 2000)).toBe(true);
    expect(series.failed('network')).toBeNull();
  });

  it('gives up after 3 retries, 1.5 s apart, on a source whose metadata loads at every reload but that never plays', () => {
    const series = new RetrySeries();
    const steps = [];
    for (let i = 0; i < 3; i++) {
      series.metadataLoaded();
      steps.push(series.failed('network'));
    }
    expect(steps).toEqual([1, 2, 3].map((attempt) => ({ attempt, of: 3, delayMs: 1500 })));
    series.metadataLoaded();
    expect(series.failed('network')).toBeNull();
  });

  it('starts the later policy with its own 3 retries once the metadata loaded after first-load retries', () => {
    const series = new RetrySeries();
    for (let i = 0; i < 5; i++) series.failed('unsupported');
    series.metadataLoaded();
    expect(series.loaded).toBe(true);
    expect(series.failed('unsupported')).toEqual({ attempt: 1, of: 3, delayMs: 1500 });
  });

  it('gives the retries back once the reloaded source played for 2 s', () => {
    const series = new RetrySeries();
    series.metadataLoaded();
    for (let i = 0; i < 5; i++) {
      expect(series.failed('network')).toEqual({ attempt: 1, of: 3, delayMs: 1500 });
      series.metadataLoaded();
      play(series, 30 + i * 10, 32 + i * 10);
    }
  });

  it('does not count a short play, a paused element or a seek as the source working again', () => {
    const series = new RetrySeries();
    series.metadataLoaded();
    series.failed('network');
    // Half a second, then the source fails again.
    play(series, 40, 40.5);
    expect(series.failed('network')?.attempt).toBe(2);
    // A jump of 30 s is a seek.
    series.playing(40);
    series.timeUpdate(70);
    // Time updates while stopped count nothing.
    series.stopped();
    series.timeUpdate(70.25);
    series.timeUpdate(70.5);
    series.timeUpdate(72.5);
    expect(series.failed('network')?.attempt).toBe(3);
    expect(series.failed('network')).toBeNull();
  });

  it('adds up playback across pauses', () => {
    const series = new RetrySeries();
    series.metadataLoaded();
    series.failed('server');
    play(series, 10, 11);
    series.stopped();
    play(series, 11, 12);
    expect(series.failed('server')?.attempt).toBe(1);
  });

  it('does not retry decoding errors nor a load timeout', () => {
    const series = new RetrySeries();
    expect(series.failed('decode')).toBeNull();
    expect(series.failed('timeout')).toBeNull();
  });

  it("gives a fresh series to 'Réessayer', under the policy of where the source is", () => {
    const series = new RetrySeries();
    for (let i = 0; i < 10; i++) series.failed('network');
    expect(series.failed('network')).toBeNull();
    series.restart();
    expect(series.failed('network')).toEqual({ attempt: 1, of: 10, delayMs: 2000 });
    series.metadataLoaded();
    for (let i = 0; i < 3; i++) series.failed('network');
    series.restart();
    expect(series.failed('network')).toEqual({ attempt: 1, of: 3, delayMs: 1500 });
  });
});
