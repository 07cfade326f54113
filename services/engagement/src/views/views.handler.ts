import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EngagementPatterns, fastRecordView, RecordViewDto,
  type BatchOutcomes, type MemberBatch, type RpcRequest, type ViewResult,
} from '@streaming/contracts';
import { Infrastructure, memberItems, RpcPattern, settleItems, validateDto } from '@streaming/platform';

import { ViewsService } from './views.service.js';

@Controller()
export class ViewsHandler {
  constructor(
    private readonly views: ViewsService,
    private readonly infra: Infrastructure,
  ) {}

  /**
   * Members' page visits from the gateway, in member batches (no actor; each item names its member
   * and is validated and answered on its own).
   */
  @RpcPattern(EngagementPatterns.viewsRecordBatch)
  recordBatch(@Payload() req: RpcRequest<MemberBatch<RecordViewDto>>): Promise<BatchOutcomes<ViewResult>> {
    return settleItems(memberItems(req), (item) => this.recordOne(item.userId, item.data), this.infra.logger);
  }

  private async recordOne(userId: string, data: unknown): Promise<ViewResult> {
    const dto = fastRecordView(data) ?? (await validateDto(RecordViewDto, data));
    return { counted: await this.views.record(userId, dto) };
  }
}
