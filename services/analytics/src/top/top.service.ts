import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TOP_SIZE, type AnalyticsRange, type TopKind, type TopTitles } from '@streaming/contracts';
import { periodOf, periodSums } from '../shared/paris-days.rules.js';
import { TopRepository } from './top.repository.js';
import { tabCounts, topOf } from './top.rules.js';

/** The 10 most viewed titles of a period ('vues sur la période'), per tab, with each tab's count. */
@Injectable()
export class TopService {
  constructor(
    private readonly ds: DataSource,
    private readonly repo: TopRepository,
  ) {}

  async top(range: AnalyticsRange, kind: TopKind, now = new Date()): Promise<TopTitles> {
    const period = periodOf(range, now);
    const { candidates, groups } = await this.repo.topCandidates(this.ds.manager, periodSums(period), TOP_SIZE);
    return { range, from: period.from, to: period.to, kind, counts: tabCounts(groups), items: topOf(candidates, kind) };
  }
}
