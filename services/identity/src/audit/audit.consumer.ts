import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AdminActionEvents } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { AuditService } from './audit.service.js';

/** The services whose admin actions identity stores (its own are written directly). */
const AUDITED = [AdminActionEvents.catalogue, AdminActionEvents.moderation] as const;

/**
 * The durable consumers `identity-audit-<service>` of the admin actions the catalogue and
 * moderation publish (`<service>.admin_action.recorded`, written in the transaction of each
 * change): one per subject (a consumer with several filter subjects needs nats-server 2.10), each
 * for all replicas, each batch stored in one transaction with its inbox rows and acked after the
 * commit. Events their publisher did not sign never reach them (DurableConsumer drops them).
 */
@Injectable()
export class AuditConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const type of AUDITED) {
      await this.infra.consume({
        durable: `identity-audit-${type.split('.')[0]}`,
        filters: [type],
        handle: (events) => this.audit.storeEvents(events),
      });
    }
  }
}
