import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EngagementPatterns, RecordViewDto, type RpcRequest, type ViewResult } from '@streaming/contracts';
import { requireActor, RpcPattern, validateDto } from '@streaming/platform';
import { badInput } from '../shared/engagement-errors.js';
import { fastRecordView } from '../shared/fast-input.js';
import { NO_EPISODE_FOR_MOVIE } from '../progress/progress.service.js';
import { ViewsService } from './views.service.js';

@Controller()
export class ViewsHandler {
  constructor(private readonly views: ViewsService) {}

  /** One page visit of the signed-in member (the verified actor, never a field of the data). */
  @RpcPattern(EngagementPatterns.viewsRecord)
  async record(@Payload() req: RpcRequest<RecordViewDto>): Promise<ViewResult> {
    const { userId } = requireActor(req);
    const dto = fastRecordView(req.data) ?? (await validateDto(RecordViewDto, req.data));
    if (dto.kind === 'movie' && dto.episodeId !== undefined) throw badInput(NO_EPISODE_FOR_MOVIE);
    return { counted: await this.views.record(userId, dto) };
  }
}
