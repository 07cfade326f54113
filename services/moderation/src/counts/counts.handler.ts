import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ModerationPatterns, type ModerationCounts, type NoData, type RpcRequest } from '@streaming/contracts';
import { requireAdmin, RpcPattern } from '@streaming/platform';
import { ContactService } from '../contact/contact.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { RequestsService } from '../requests/requests.service.js';

/** The admin hub's tiles: what waits in each queue (admins only). */
@Controller()
export class CountsHandler {
  constructor(
    private readonly reports: ReportsService,
    private readonly requests: RequestsService,
    private readonly contact: ContactService,
  ) {}

  @RpcPattern(ModerationPatterns.adminCounts)
  async counts(@Payload() req: RpcRequest<NoData>): Promise<ModerationCounts> {
    requireAdmin(req);
    const [reportsPending, requestsPending, contactUnhandled] = await Promise.all([
      this.reports.pendingCount(), this.requests.pendingCount(), this.contact.unhandledCount(),
    ]);
    return { reportsPending, requestsPending, contactUnhandled };
  }
}
