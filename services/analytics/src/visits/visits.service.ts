import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VisitRecorded } from '@streaming/contracts';
import { retryOnDeadlock } from '@streaming/platform';
import { monthOf, parisDay } from '../shared/paris-days.rules.js';
import { VisitsRepository } from './visits.repository.js';

/**
 * The visitor tracking of the member area (spec: visitor_tracking): one row per visitor id and
 * Paris day, and the counts the visitor chart reads (per day, per month, each visitor's last day),
 * kept in the visit's transaction. Only the random id the browser keeps comes here: the gateway
 * sends neither the client address nor the member.
 */
@Injectable()
export class VisitsService {
  constructor(
    private readonly ds: DataSource,
    private readonly visits: VisitsRepository,
  ) {}

  async record(visitorId: string, now = new Date()): Promise<VisitRecorded> {
    const id = visitorId.toLowerCase();
    const day = parisDay(now);
    const month = monthOf(day);
    // Two first visits of the same visitor at once: the primary key lets one insert, the other touches.
    const firstToday = await retryOnDeadlock(() =>
      this.ds.transaction(async (manager) => {
        if (!(await this.visits.insertVisit(manager, id, day, now))) {
          await this.visits.touchVisit(manager, id, day, now);
          return false;
        }
        await this.visits.recordVisitor(manager, id, day, now);
        const firstOfMonth = await this.visits.recordMonth(manager, id, month, day);
        await this.visits.countVisitor(manager, day, firstOfMonth ? month : null);
        return true;
      }),
    );
    return { firstToday };
  }
}
