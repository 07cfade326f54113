import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EngagementPatterns, HistoryEntryParam, HistoryQuery, TitleRefParam, type Ok, type Page, type ProgressView, type RpcRequest, type TitleProgress,
} from '@streaming/contracts';
import { requireActor, RpcPattern, validateDto } from '@streaming/platform';
import { ProgressService } from './progress.service.js';

/**
 * The signed-in member's progress and history: the member is always the verified actor. Members'
 * saves do not come this way: the gateway queues them (ProgressQueueConsumer writes them).
 */
@Controller()
export class ProgressHandler {
  constructor(private readonly progress: ProgressService) {}

  @RpcPattern(EngagementPatterns.progressTitle)
  async title(@Payload() req: RpcRequest<TitleRefParam>): Promise<TitleProgress> {
    const { userId } = requireActor(req);
    const { kind, id } = await validateDto(TitleRefParam, req.data);
    return this.progress.ofTitle(userId, kind, id);
  }

  @RpcPattern(EngagementPatterns.historyList)
  async history(@Payload() req: RpcRequest<HistoryQuery>): Promise<Page<ProgressView>> {
    const { userId } = requireActor(req);
    return this.progress.history(userId, await validateDto(HistoryQuery, req.data));
  }

  @RpcPattern(EngagementPatterns.historyRemove)
  async remove(@Payload() req: RpcRequest<HistoryEntryParam>): Promise<Ok> {
    const { userId } = requireActor(req);
    await this.progress.remove(userId, (await validateDto(HistoryEntryParam, req.data)).id);
    return { ok: true };
  }

  @RpcPattern(EngagementPatterns.historyClear)
  async clear(@Payload() req: RpcRequest): Promise<{ removed: number }> {
    return { removed: await this.progress.clear(requireActor(req).userId) };
  }
}
