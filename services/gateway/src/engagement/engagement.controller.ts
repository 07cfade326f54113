import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CataloguePatterns, EngagementPatterns, FavoritesQuery, HistoryEntryParam, HistoryQuery, RecordViewDto, SaveProgressDto, TitleRefParam,
  type FavoriteEntry, type FavoriteIds, type FavoriteView, type HistoryEntryView, type Page, type SavedPosition, type TitleLookup, type TitleLookupQuery,
  type TitleProgress, type ViewResult,
} from '@streaming/contracts';
import { RpcService, memberOf, type GatewayRequest } from '../rpc/rpc.service.js';
import { composeFavorites, composeHistory, favoritesLookup, historyLookup } from './engagement-views.js';
import { MemberBatches } from './member-batches.js';

/** Answers about one member: never kept by a shared cache, nor by the browser's. */
export const NO_STORE = 'no-store';

/**
 * A member's favourites, watch progress and history, and the view counter. Every route
 * needs a signed-in, non-banned member (the global access guard); the engagement service reads the
 * member from the signed actor, never from the request. Lists are composed with the titles' cards
 * from one `catalogue.titles.lookup` per page. None of these answers goes through the catalogue's
 * response cache (it is not installed on this controller).
 */
@ApiTags('engagement')
@ApiBearerAuth()
@Controller()
export class EngagementController {
  constructor(
    private readonly rpc: RpcService,
    private readonly batches: MemberBatches,
  ) {}

  /** Newest first, one kind (tab) at a time or both; each with the title's card. */
  @Get('me/favorites')
  @Header('cache-control', NO_STORE)
  async favorites(@Query() query: FavoritesQuery, @Req() req: GatewayRequest): Promise<Page<FavoriteView>> {
    const page = await this.rpc.call(EngagementPatterns.favoritesList, query, req);
    return composeFavorites(page, await this.lookup(favoritesLookup(page.items), req));
  }

  /** Every favourite title id: the cards' and detail pages' toggles read it. */
  @Get('me/favorites/ids')
  @Header('cache-control', NO_STORE)
  favoriteIds(@Req() req: GatewayRequest): Promise<FavoriteIds> {
    return this.rpc.call(EngagementPatterns.favoritesIds, {}, req);
  }

  /**
   * Adds a film or a series that exists (404 'Film non trouvé' / 'Série non trouvée', checked as
   * progress saves and views are: MemberBatches.titles); adding twice answers the same entry.
   */
  @Put('me/favorites/:kind/:id')
  @Header('cache-control', NO_STORE)
  async addFavorite(@Param() params: TitleRefParam, @Req() req: GatewayRequest): Promise<FavoriteEntry> {
    await this.batches.titles.check({ kind: params.kind, titleId: params.id });
    return this.rpc.call(EngagementPatterns.favoritesAdd, params, req);
  }

  /** 404 FAVORITE_NOT_FOUND when the title is not a favourite. */
  @Delete('me/favorites/:kind/:id')
  @HttpCode(204)
  async removeFavorite(@Param() params: TitleRefParam, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(EngagementPatterns.favoritesRemove, params, req);
  }

  /** The member's rows for one film or series and the row to resume (a movie page or a series page). */
  @Get('me/progress/:kind/:id')
  @Header('cache-control', NO_STORE)
  progress(@Param() params: TitleRefParam, @Req() req: GatewayRequest): Promise<TitleProgress> {
    return this.rpc.call(EngagementPatterns.progressTitle, params, req);
  }

  /**
   * Saves a position (every 30 s of playback, on pause, on leaving the page). Kept lean: one message
   * of the progress queue per batch of members, answered once stored; the film (or series and
   * episode) must exist, 404 with the catalogue's message otherwise, checked in memory once known
   * (MemberBatches.titles: no NATS call per save).
   */
  @Put('me/progress')
  @Header('cache-control', NO_STORE)
  saveProgress(@Body() dto: SaveProgressDto, @Req() req: GatewayRequest): Promise<SavedPosition> {
    return this.batches.saveProgress(memberOf(req), dto);
  }

  /** Newest first; `inProgress=true` keeps what can be resumed (the home 'Reprendre la lecture' row). */
  @Get('me/history')
  @Header('cache-control', NO_STORE)
  async history(@Query() query: HistoryQuery, @Req() req: GatewayRequest): Promise<Page<HistoryEntryView>> {
    const page = await this.rpc.call(EngagementPatterns.historyList, query, req);
    return composeHistory(page, await this.lookup(historyLookup(page.items), req));
  }

  /** 404 HISTORY_ENTRY_NOT_FOUND, also for another member's row. */
  @Delete('me/history/:id')
  @HttpCode(204)
  async removeHistoryEntry(@Param() params: HistoryEntryParam, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(EngagementPatterns.historyRemove, params, req);
  }

  @Delete('me/history')
  @Header('cache-control', NO_STORE)
  clearHistory(@Req() req: GatewayRequest): Promise<{ removed: number }> {
    return this.rpc.call(EngagementPatterns.historyClear, {}, req);
  }

  /**
   * One page visit. Kept lean for throughput: one call in a batch of members, no cache; the film (or
   * series and episode) must exist, 404 with the catalogue's message otherwise, checked in memory
   * once known (MemberBatches.titles). Counted at most once per member and title per hour.
   */
  @Post('views')
  @HttpCode(200)
  @Header('cache-control', NO_STORE)
  recordView(@Body() dto: RecordViewDto, @Req() req: GatewayRequest): Promise<ViewResult> {
    return this.batches.recordView(memberOf(req), dto, req.id);
  }

  /** The cards (and episodes) of a page's titles in one call; an empty page asks nothing. */
  private async lookup(query: TitleLookupQuery | undefined, req: GatewayRequest): Promise<TitleLookup> {
    if (!query) return { cards: [], episodes: [] };
    return this.rpc.call(CataloguePatterns.titlesLookup, query, req);
  }
}
