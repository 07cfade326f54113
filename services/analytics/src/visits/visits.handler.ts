import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AnalyticsPatterns, VisitDto, type RpcRequest, type VisitRecorded } from '@streaming/contracts';
import { RpcPattern, validateDto } from '@streaming/platform';
import { VisitsService } from './visits.service.js';

@Controller()
export class VisitsHandler {
  constructor(private readonly visits: VisitsService) {}

  /** A browser's visit of the day (POST /api/visits): the random id only; whoever signed the call is not read. */
  @RpcPattern(AnalyticsPatterns.visitsRecord)
  async record(@Payload() req: RpcRequest<VisitDto>): Promise<VisitRecorded> {
    const { visitorId } = await validateDto(VisitDto, req.data);
    return this.visits.record(visitorId);
  }
}
