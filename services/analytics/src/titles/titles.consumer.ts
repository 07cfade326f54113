import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { TitlesService } from './titles.service.js';
import { TITLE_EVENT_FILTERS, titleChanges } from './titles.rules.js';

/**
 * The catalogue's film, series and genre events (what the top lists show of a title: its name, its
 * poster, anime or not). One durable per filter (a durable with several filter subjects needs NATS
 * 2.10), shared by all replicas. Marking a title stale twice changes nothing more, so a redelivered
 * event needs no inbox.
 */
@Injectable()
export class TitlesConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly titles: TitlesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const filter of TITLE_EVENT_FILTERS) {
      await this.infra.consume({
        durable: `analytics-titles-${filter.replace(/\.>$/, '').replace(/\./g, '-')}`,
        filters: [filter],
        handle: (events) => this.titles.apply(titleChanges(events)),
      });
    }
  }
}
