import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EngagementPatterns, fastSaveProgress, HistoryEntryParam, HistoryQuery, SaveProgressDto, TitleRefParam,
  type BatchOutcomes, type MemberBatch, type Ok, type Page, type ProgressView, type RpcRequest, type TitleProgress,
} from '@streaming/contracts';
import { Infrastructure, memberItems, requireActor, RpcPattern, settleItems, validateDto } from '@streaming/platform';
import { ProgressService } from './progress.service.js';

/** The signed-in member's progress and history: the member is always the verified actor. */
@Controller()
export class ProgressHandler {
  constructor(
    private readonly progress: ProgressService,
    private readonly infra: Infrastructure,
  ) {}

  @RpcPattern(EngagementPatterns.progressSave)
  save(@Payload() req: RpcRequest<SaveProgressDto>): Promise<ProgressView> {
    return this.saveOne(requireActor(req).userId, req.data);
  }

  /** The saves of many members from the gateway (no actor; each item names its member). */
  @RpcPattern(EngagementPatterns.progressSaveBatch)
  saveBatch(@Payload() req: RpcRequest<MemberBatch<SaveProgressDto>>): Promise<BatchOutcomes<ProgressView>> {
    return settleItems(memberItems(req), (item) => this.saveOne(item.userId, item.data), this.infra.logger);
  }

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

  private async saveOne(userId: string, data: unknown): Promise<ProgressView> {
    return this.progress.save(userId, fastSaveProgress(data) ?? (await validateDto(SaveProgressDto, data)));
  }
}
