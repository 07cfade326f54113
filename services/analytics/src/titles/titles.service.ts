import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TITLE_LOOKUP_MAX } from '@streaming/contracts';
import { Infrastructure, PeriodicJob } from '@streaming/platform';
import { AnalyticsEnv } from '../config/analytics.env.js';
import { CatalogueTitles } from './catalogue-titles.js';
import { TitlesRepository } from './titles.repository.js';
import type { TitleChanges, TitleRef } from './titles.rules.js';

/**
 * Keeps what analytics shows of each title (name, poster, anime or not) as the catalogue says it:
 * a title met in a view or named by a catalogue event is marked stale, then described by asking
 * the catalogue (`catalogue.titles.lookup`, up to 200 at a time), and after any series was
 * described or a genre changed, which series are animes is asked again (`catalogue.series.list`
 * filtered by the catalogue's anime rule: never computed here).
 *
 * One round at a time per process (another asked meanwhile runs once it ends). The catalogue away:
 * the views are still counted (this runs apart from them), the titles stay stale, and the round is
 * tried again after TITLES_RETRY_MS. Every TITLES_RETRY_MS too, a round starts if any title is stale
 * (one marked by a replica that stopped before describing it, or rows loaded in bulk). Replicas may
 * describe the same title twice: the same answer.
 */
@Injectable()
export class TitlesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private running?: Promise<void>;
  private again = false;
  /** Which series are animes is to be asked again (a genre changed, or the process started). */
  private animesStale = true;
  private timer?: NodeJS.Timeout;
  /** Every TITLES_RETRY_MS: a round when titles are stale and none is going or planned (what a failed round left). */
  private readonly sweep: PeriodicJob;
  private stopped = false;

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly env: AnalyticsEnv,
    private readonly repo: TitlesRepository,
    private readonly catalogue: CatalogueTitles,
  ) {
    this.sweep = new PeriodicJob('analytics: looking for stale titles', env.TITLES_RETRY_MS, () => this.sweepStale(), infra.logger);
  }

  /** At start: what an earlier process left stale (or a bulk load added) is described, and the animes asked once. */
  onApplicationBootstrap(): void {
    this.describeSoon();
    this.sweep.start();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.sweep.stop();
  }

  /** Records a batch of catalogue events (one transaction) and describes their titles after TITLES_REFRESH_DELAY_MS. */
  async apply(changes: TitleChanges): Promise<void> {
    await this.ds.transaction(async (manager) => {
      await this.repo.markStale(manager, changes.changed);
      await this.repo.markDeleted(manager, changes.deleted);
    });
    if (changes.animesChanged) this.animesStale = true;
    if (changes.changed.length || changes.animesChanged) this.schedule(this.env.TITLES_REFRESH_DELAY_MS);
  }

  /** A round now (titles just met in views: no cached catalogue list is involved in describing them). */
  describeSoon(): void {
    this.schedule(0);
  }

  /** Resolves once the round in progress (if any) and those asked meanwhile are over (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async sweepStale(): Promise<void> {
    if (this.running || this.timer) return;
    if (await this.repo.anyStale(this.ds.manager)) this.start();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (delayMs === 0) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.start();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.start();
    }, delayMs);
    this.timer.unref();
  }

  private start(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.round();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  private async round(): Promise<void> {
    try {
      const series = await this.describeStale('series');
      await this.describeStale('movie');
      if (series || this.animesStale) {
        this.animesStale = false;
        try {
          const changed = await this.repo.setAnimes(this.ds.manager, await this.catalogue.animeSeriesIds());
          if (changed) this.infra.logger.info({ changed }, 'analytics: animes updated from the catalogue');
        } catch (err) {
          this.animesStale = true;
          throw err;
        }
      }
    } catch (err) {
      if (this.stopped) return;
      this.infra.logger.warn({ err: (err as Error).message, retryInMs: this.env.TITLES_RETRY_MS }, 'analytics: titles not described (catalogue or database away), will retry');
      this.schedule(this.env.TITLES_RETRY_MS);
    }
  }

  /** Describes every stale title of a kind, 200 at a time; answers how many were asked. */
  private async describeStale(kind: TitleRef['kind']): Promise<number> {
    let asked = 0;
    for (;;) {
      const stale = await this.repo.stale(this.ds.manager, kind, TITLE_LOOKUP_MAX);
      if (!stale.length || this.stopped) return asked;
      const cards = await this.catalogue.cards(kind, stale.map((s) => s.id));
      await this.repo.describe(this.ds.manager, kind, stale, cards.map((c) => ({ id: c.id, title: c.title, posterUrl: c.posterUrl })));
      asked += stale.length;
      // A title marked stale again during the call stays stale: the next loop asks it again.
      if (stale.length < TITLE_LOOKUP_MAX) return asked;
    }
  }
}
