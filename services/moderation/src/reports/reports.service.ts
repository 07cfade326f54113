import { Injectable } from '@nestjs/common';
import {
  ModerationEvents,
  type AdminReport, type AdminReportsQuery, type CreateReportDto, type MemberReport, type ModerationPage, type PageQuery, type Page,
  type ReportCounts, type ReportCreated, type UpdateReportDto,
} from '@streaming/contracts';
import { addToOutbox, paging, type AdminContext } from '@streaming/platform';
import { CatalogueTitles } from '../catalogue/catalogue-titles.js';
import { recordAdminAction } from '../shared/admin-audit.js';
import { fail } from '../shared/moderation-errors.js';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { containsPattern, searchText } from '../shared/search.rules.js';
import { countOf, toAdminReport, toMemberReport, toReportCounts, toReportEvent } from './reports.mapper.js';
import { ReportsRepository, type ReportFilters } from './reports.repository.js';
import { decideReportChange, problemTypesMatching } from './report.rules.js';

/** Admin report list pages: 20 cards unless asked otherwise. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * Members' reports of a broken film, series or episode, and the admins' handling of them. The title
 * is the catalogue's at creation, stored: the report stays readable once the title is deleted.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly catalogue: CatalogueTitles,
    private readonly tx: ModerationTransactions,
  ) {}

  /**
   * Opens a report, or answers the member's open one of the same content and problem (`created`
   * false). The catalogue names the title; an id it does not know is CONTENT_NOT_FOUND.
   */
  async create(userId: string, dto: CreateReportDto): Promise<ReportCreated> {
    const open = await this.reports.openOf(userId, dto.contentType, dto.contentId, dto.problemType);
    if (open) return { ...toMemberReport(open), created: false };
    const content = await this.catalogue.reported(dto.contentType, dto.contentId);
    if (!content) throw fail('CONTENT_NOT_FOUND');
    return this.tx.run(async (manager) => {
      const row = await this.reports.insert(manager, {
        userId, contentType: dto.contentType, contentId: dto.contentId, seriesId: content.seriesId, contentTitle: content.title,
        problemType: dto.problemType, description: dto.description ?? null,
      });
      if (!row) {
        // Opened by a concurrent call of the same member since the first look: that one is the answer.
        const existing = await this.reports.openOf(userId, dto.contentType, dto.contentId, dto.problemType, manager);
        if (!existing) throw new Error('report neither inserted nor found open (closed by an admin in between)');
        return { ...toMemberReport(existing), created: false };
      }
      await addToOutbox(manager, ModerationEvents.reportCreated, toReportEvent(row, null));
      return { ...toMemberReport(row), created: true };
    });
  }

  async mine(userId: string, query: PageQuery): Promise<Page<MemberReport>> {
    const { page, pageSize, offset } = paging(query);
    const { rows, total } = await this.reports.pageOf(userId, pageSize, offset);
    return { items: rows.map(toMemberReport), total, page, pageSize };
  }

  /**
   * The admin list: newest first, filtered by status and content type, searched in the title, the
   * problem's label and the reporters the gateway found by address (`reporterIds`); `counts` over
   * every report, and `total` of the matches, from the counters unless there is a search.
   */
  async list(query: AdminReportsQuery): Promise<ModerationPage<AdminReport, ReportCounts>> {
    const { page, pageSize, offset } = paging(query, ADMIN_PAGE_SIZE);
    const search = searchText(query.search);
    const filters: ReportFilters = {
      status: query.status === 'all' ? undefined : query.status,
      contentType: query.contentType === 'all' ? undefined : query.contentType,
      search: search === undefined ? undefined : { titlePattern: containsPattern(search), problemTypes: problemTypesMatching(search), reporterIds: query.reporterIds ?? [] },
    };
    // A search is counted first: how many it matches decides how its page is read (ReportsRepository.page).
    const matching = filters.search ? await this.reports.countMatching(filters) : undefined;
    const [rows, countRows] = await Promise.all([
      this.reports.page(filters, pageSize, offset, matching),
      this.reports.counts(),
    ]);
    return {
      items: rows.map(toAdminReport),
      total: matching ?? countOf(countRows, filters.status, filters.contentType),
      page,
      pageSize,
      counts: toReportCounts(countRows),
    };
  }

  /**
   * An admin's status change (report.rules: the allowed transitions, a note to reject); a change that
   * lost a race to another admin's is refused. Its event and its audit record commit with it.
   */
  async update(ctx: AdminContext, id: string, dto: UpdateReportDto): Promise<AdminReport> {
    return this.tx.run(async (manager) => {
      const current = await this.reports.lock(manager, id);
      if (!current) throw fail('REPORT_NOT_FOUND');
      const decision = decideReportChange({ status: current.status, adminNotes: current.admin_notes }, dto);
      if (!decision.ok) throw fail(decision.error);
      const row = await this.reports.setStatus(manager, id, decision.status, decision.adminNotes);
      await addToOutbox(manager, ModerationEvents.reportStatusChanged, toReportEvent(row, current.status, ctx.actorId));
      await recordAdminAction(manager, ctx, 'report.status', id,
        { status: current.status, adminNotes: current.admin_notes }, { status: row.status, adminNotes: row.admin_notes }, current.user_id);
      return toAdminReport(row);
    });
  }

  async pendingCount(): Promise<number> {
    return countOf(await this.reports.counts(), 'pending', undefined);
  }
}
