import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ModerationEvents,
  type AdminRequest, type AdminRequestsQuery, type CreateRequestDto, type FulfilledBy, type MemberRequests, type ModerationPage,
  type RequestCounts, type RequestCreated, type RequestQuota, type UpdateRequestDto,
} from '@streaming/contracts';
import { addToOutbox, DomainError, isUniqueViolation, paging, type AdminContext } from '@streaming/platform';
import { CatalogueTitles } from '../catalogue/catalogue-titles.js';
import { recordAdminAction } from '../shared/admin-audit.js';
import { fail } from '../shared/moderation-errors.js';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { containsPattern, searchText } from '../shared/search.rules.js';
import { ADMIN_PAGE_SIZE } from '../reports/reports.service.js';
import { quotaLeft, requestQuota, weekStart } from './quota-week.rules.js';
import { decideRequestChange, requestTitleKey } from './request.rules.js';
import { toAdminRequest, toMemberRequest, toRequestCounts, toRequestEvent, toRequestState } from './requests.mapper.js';
import { OPEN_REQUEST_KEY, RequestsRepository, type RequestRow } from './requests.repository.js';

/**
 * Content requests: a member asks for a film or a series the catalogue lacks (three a week), or
 * joins the open request of someone who asked for the same title; admins approve, reject or mark
 * them added. Every status change is published with every member's id, so each hears of it.
 */
@Injectable()
export class RequestsService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly catalogue: CatalogueTitles,
    private readonly tx: ModerationTransactions,
  ) {}

  /**
   * In order: the catalogue has the title (TITLE_ALREADY_AVAILABLE, its card in the error); an open
   * request for it exists (joined, no quota used; 'already' when the member is in it); the week's
   * quota is used up (REQUEST_QUOTA_REACHED); else a new request. One transaction under the
   * member's lock counts and writes; two members opening the same title at once: the second one's
   * insert fails on the open-title index, and it runs again and joins the first.
   */
  async create(userId: string, dto: CreateRequestDto, now = new Date()): Promise<RequestCreated> {
    const titleKey = requestTitleKey(dto.title);
    if (!titleKey) throw new DomainError('VALIDATION_FAILED', 400, 'Le titre doit contenir au moins une lettre ou un chiffre.');
    const available = await this.catalogue.available(dto.contentType, dto.title, dto.year);
    if (available) throw fail('TITLE_ALREADY_AVAILABLE', { title: available });
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.tx.run((manager) => this.createOrJoin(manager, userId, dto, titleKey, now));
      } catch (err) {
        if (attempt >= 2 || !isUniqueViolation(err, OPEN_REQUEST_KEY)) throw err;
      }
    }
  }

  private async createOrJoin(manager: EntityManager, userId: string, dto: CreateRequestDto, titleKey: string, now: Date): Promise<RequestCreated> {
    await this.requests.lockMember(manager, userId);
    const since = weekStart(now);
    const open = await this.requests.openFor(manager, dto.contentType, titleKey);
    if (open) {
      const joined = await this.requests.addMember(manager, open.id, userId, false);
      const row = (await this.requests.get(open.id, manager)) ?? open;
      if (joined) {
        const memberIds = await this.requests.memberIds(open.id, manager);
        await addToOutbox(manager, ModerationEvents.requestJoined, toRequestEvent(row, memberIds, null, { joinedBy: userId }));
      }
      const used = await this.requests.usedSince(userId, since, manager);
      return { request: toMemberRequest(row, userId), outcome: joined ? 'joined' : 'already', quota: requestQuota(used, now) };
    }
    const used = await this.requests.usedSince(userId, since, manager);
    if (!quotaLeft(used)) throw fail('REQUEST_QUOTA_REACHED', { quota: requestQuota(used, now) });
    const id = await this.requests.insert(manager, {
      userId, contentType: dto.contentType, title: dto.title, titleKey, year: dto.year ?? null,
      description: dto.description ?? null, director: dto.director ?? null, genre: dto.genre ?? null,
    });
    await this.requests.addMember(manager, id, userId, true);
    const row = await this.requests.get(id, manager);
    if (!row) throw new Error(`request ${id} not found right after its insert`);
    await addToOutbox(manager, ModerationEvents.requestCreated, toRequestEvent(row, [userId], null));
    return { request: toMemberRequest(row, userId), outcome: 'created', quota: requestQuota(used + 1, now) };
  }

  async mine(userId: string, now = new Date()): Promise<MemberRequests> {
    const [rows, quota] = await Promise.all([this.requests.mine(userId), this.quota(userId, now)]);
    return { items: rows.map((row) => toMemberRequest(row, userId)), quota };
  }

  async quota(userId: string, now = new Date()): Promise<RequestQuota> {
    return requestQuota(await this.requests.usedSince(userId, weekStart(now)), now);
  }

  /** The admin list: newest first, filtered by status and type, searched in the title, a member's id, the director and the genre. */
  async list(query: AdminRequestsQuery): Promise<ModerationPage<AdminRequest, RequestCounts>> {
    const { page, pageSize, offset } = paging(query, ADMIN_PAGE_SIZE);
    const search = searchText(query.search);
    const filters = {
      status: query.status === 'all' ? undefined : query.status,
      contentType: query.contentType === 'all' ? undefined : query.contentType,
      search: search === undefined ? undefined : containsPattern(search),
    };
    const [rows, total, counts] = await Promise.all([
      this.requests.page(filters, pageSize, offset),
      this.requests.countMatching(filters),
      this.requests.countsByStatus(),
    ]);
    return { items: rows.map(toAdminRequest), total, page, pageSize, counts: toRequestCounts(counts) };
  }

  /**
   * An admin's change (request.rules): a transition, or a note alone. 'completed' names the
   * catalogue title of the request's type that fulfils it (CONTENT_NOT_FOUND if the catalogue has no
   * such title). Reopening a title that has another open request is refused.
   */
  async update(ctx: AdminContext, id: string, dto: UpdateRequestDto): Promise<AdminRequest> {
    const fulfilledBy = dto.status === 'completed' ? await this.fulfilling(id, dto.fulfilledById) : undefined;
    try {
      return await this.tx.run(async (manager) => {
        const current = await this.requests.lock(manager, id);
        if (!current) throw fail('REQUEST_NOT_FOUND');
        const decision = decideRequestChange(toRequestState(current), dto, fulfilledBy);
        if (!decision.ok) throw fail(decision.error);
        await this.requests.update(manager, id, decision);
        const row = await this.requests.get(id, manager);
        if (!row) throw new Error(`request ${id} not found right after its update`);
        if (decision.statusChanged) {
          const memberIds = await this.requests.memberIds(id, manager);
          await addToOutbox(manager, ModerationEvents.requestStatusChanged, toRequestEvent(row, memberIds, current.status, { actorId: ctx.actorId }));
        }
        await recordAdminAction(manager, ctx, 'request.update', id, requestAudit(current), requestAudit(row), current.user_id);
        return toAdminRequest(row);
      });
    } catch (err) {
      if (isUniqueViolation(err, OPEN_REQUEST_KEY)) throw fail('REQUEST_TRANSITION_REFUSED');
      throw err;
    }
  }

  async pendingCount(): Promise<number> {
    return toRequestCounts(await this.requests.countsByStatus()).pending;
  }

  /** The catalogue title that fulfils request `id`: of the request's own type. */
  private async fulfilling(id: string, titleId: string | undefined): Promise<FulfilledBy | undefined> {
    const request = await this.requests.get(id);
    if (!request) throw fail('REQUEST_NOT_FOUND');
    if (!titleId) return undefined;
    const card = await this.catalogue.card(request.content_type, titleId);
    if (!card) throw fail('CONTENT_NOT_FOUND');
    return { contentType: request.content_type, contentId: card.id, title: card.title };
  }
}

/** What the audit log keeps of a request an admin changed. */
const requestAudit = (row: RequestRow) => ({ status: row.status, adminNotes: row.admin_notes, fulfilledId: row.fulfilled_id, fulfilledTitle: row.fulfilled_title });
