import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CataloguePatterns, EngagementPatterns, queuedSave, savedPosition, WorkQueues,
  type RecordViewDto, type SavedPosition, type SaveProgressDto, type ViewResult,
} from '@streaming/contracts';
import { Infrastructure, MicroBatcher, RpcBatcher } from '@streaming/platform';
import { GatewayEnv } from '../config/gateway.env.js';
import { KnownTitles, progressTitle, viewTitle } from './known-titles.js';

/**
 * The two writes every member watching sends (a progress save every 30 s of playback, a view per
 * page visit), sent in batches of members: the requests read from the sockets in one turn of the
 * event loop go together, at most RPC_BATCH_CONCURRENCY batches of each kind on their way,
 * RPC_BATCH_MAX items each.
 * - Views: one NATS request to engagement per batch (RpcBatcher), answered once counted.
 * - Progress saves: one message per batch in the progress work queue (WorkQueues.engagementProgress),
 *   answered once JetStream has stored it; engagement writes the queue to PostgreSQL in large
 *   statements, and every read of a member's progress waits until what was queued before it is
 *   written (docs/architecture.md, "Progress saves").
 *
 * Both name a title: it must exist in the catalogue (KnownTitles: checked in memory once known, a
 * 404 with the catalogue's message otherwise), so that nothing is counted nor kept for a title the
 * catalogue does not have. `titles` is also what adding a favourite checks.
 */
@Injectable()
export class MemberBatches implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly progress: MicroBatcher<{ userId: string; dto: SaveProgressDto }, SavedPosition>;
  readonly views: RpcBatcher<RecordViewDto, ViewResult>;
  readonly titles: KnownTitles;

  constructor(
    private readonly infra: Infrastructure,
    env: GatewayEnv,
  ) {
    const opts = { maxBatch: env.RPC_BATCH_MAX, waitMs: 0, concurrency: env.RPC_BATCH_CONCURRENCY };
    // The saves of a batch are taken at one instant, when it goes (of a member's two saves in one
    // batch, the later one in the batch wins: lastSavePerRow).
    this.progress = new MicroBatcher(async (items) => {
      const savedAt = Date.now();
      const saves = items.map(({ userId, dto }) => queuedSave(userId, dto, savedAt));
      await (await infra.queueProducer(WorkQueues.engagementProgress)).publish({ saves });
      const updatedAt = new Date(savedAt).toISOString();
      return saves.map((save) => savedPosition(save, updatedAt));
    }, opts);
    this.views = new RpcBatcher((items) => infra.rpc.call(EngagementPatterns.viewsRecordBatch, { items }), opts);
    this.titles = new KnownTitles((query) => infra.rpc.call(CataloguePatterns.titlesLookup, query));
  }

  /** Every replica forgets the titles the catalogue deletes, as soon as it does. */
  onApplicationBootstrap(): void {
    this.infra.follow('catalogue.>', (events) => this.titles.forget(events));
  }

  /**
   * A member's position, once its film (or series and episode) is known to exist: queued, and
   * answered as kept once stored. Its time is when the gateway sent its batch (the later of two
   * saves of one row wins, whatever order they are written in).
   */
  saveProgress(userId: string, dto: SaveProgressDto): Promise<SavedPosition> {
    const checking = this.titles.check(progressTitle(dto));
    if (!checking) return this.progress.add({ userId, dto });
    return checking.then(() => this.progress.add({ userId, dto }));
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
