import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EngagementPatterns, type ProgressView, type RecordViewDto, type SaveProgressDto, type ViewResult } from '@streaming/contracts';
import { Infrastructure, RpcBatcher } from '@streaming/platform';
import { GatewayEnv } from '../config/gateway.env.js';

/**
 * The two writes every member watching sends (a progress save every 30 s of playback, a view per
 * page visit), each sent to engagement as one NATS request per batch of members (RpcBatcher):
 * the requests read from the sockets in one turn of the event loop go together, at most
 * RPC_BATCH_CONCURRENCY batches of each kind on their way, RPC_BATCH_MAX items each.
 */
@Injectable()
export class MemberBatches implements OnApplicationShutdown {
  readonly progress: RpcBatcher<SaveProgressDto, ProgressView>;
  readonly views: RpcBatcher<RecordViewDto, ViewResult>;

  constructor(infra: Infrastructure, env: GatewayEnv) {
    const opts = { maxBatch: env.RPC_BATCH_MAX, waitMs: 0, concurrency: env.RPC_BATCH_CONCURRENCY };
    this.progress = new RpcBatcher((items) => infra.rpc.call(EngagementPatterns.progressSaveBatch, { items }), opts);
    this.views = new RpcBatcher((items) => infra.rpc.call(EngagementPatterns.viewsRecordBatch, { items }), opts);
  }

  /** Nest has stopped taking requests: the batches on their way still get their answers. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.progress.drain(), this.views.drain()]);
  }
}
