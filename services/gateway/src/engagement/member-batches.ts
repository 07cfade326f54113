import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CataloguePatterns, EngagementPatterns, type ProgressView, type RecordViewDto, type SaveProgressDto, type ViewResult } from '@streaming/contracts';
import { Infrastructure, RpcBatcher } from '@streaming/platform';
import { GatewayEnv } from '../config/gateway.env.js';
import { KnownTitles, progressTitle, viewTitle } from './known-titles.js';

/**
 * The two writes every member watching sends (a progress save every 30 s of playback, a view per
 * page visit), each sent to engagement as one NATS request per batch of members (RpcBatcher):
 * the requests read from the sockets in one turn of the event loop go together, at most
 * RPC_BATCH_CONCURRENCY batches of each kind on their way, RPC_BATCH_MAX items each.
 *
 * Both name a title: it must exist in the catalogue (KnownTitles: checked in memory once known, a
 * 404 with the catalogue's message otherwise), so that nothing is counted nor kept for a title the
 * catalogue does not have. `titles` is also what adding a favourite checks.
 */
@Injectable()
export class MemberBatches implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly progress: RpcBatcher<SaveProgressDto, ProgressView>;
  readonly views: RpcBatcher<RecordViewDto, ViewResult>;
  readonly titles: KnownTitles;

  constructor(
    private readonly infra: Infrastructure,
    env: GatewayEnv,
  ) {
    const opts = { maxBatch: env.RPC_BATCH_MAX, waitMs: 0, concurrency: env.RPC_BATCH_CONCURRENCY };
    this.progress = new RpcBatcher((items) => infra.rpc.call(EngagementPatterns.progressSaveBatch, { items }), opts);
    this.views = new RpcBatcher((items) => infra.rpc.call(EngagementPatterns.viewsRecordBatch, { items }), opts);
    this.titles = new KnownTitles((query) => infra.rpc.call(CataloguePatterns.titlesLookup, query));
  }

  /** Every replica forgets the titles the catalogue deletes, as soon as it does. */
  onApplicationBootstrap(): void {
    this.infra.follow('catalogue.>', (events) => this.titles.forget(events));
  }

  /** A member's position, once its film (or series and episode) is known to exist. */
  saveProgress(userId: string, dto: SaveProgressDto, requestId?: string): Promise<ProgressView> {
    const checking = this.titles.check(progressTitle(dto));
    if (!checking) return this.progress.call(userId, dto, requestId);
    return checking.then(() => this.progress.call(userId, dto, requestId));
  }

  /** A member's page visit, once its film (or series and episode) is known to exist. */
  recordView(userId: string, dto: RecordViewDto, requestId?: string): Promise<ViewResult> {
    const checking = this.titles.check(viewTitle(dto));
    if (!checking) return this.views.call(userId, dto, requestId);
    return checking.then(() => this.views.call(userId, dto, requestId));
  }

  /** Nest has stopped taking requests: the batches on their way still get their answers. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.progress.drain(), this.views.drain()]);
  }
}
