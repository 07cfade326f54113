import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EngagementPatterns, FavoritesQuery, TitleRefParam,
  type FavoriteEntry, type FavoriteIds, type NoData, type Ok, type Page, type RpcRequest,
} from '@streaming/contracts';
import { requireActor, RpcPattern, validateDto } from '@streaming/platform';
import { FavoritesService } from './favorites.service.js';

/** The signed-in member's favourites: the member is always the verified actor, never a field of the data. */
@Controller()
export class FavoritesHandler {
  constructor(private readonly favorites: FavoritesService) {}

  @RpcPattern(EngagementPatterns.favoritesList)
  async list(@Payload() req: RpcRequest<FavoritesQuery>): Promise<Page<FavoriteEntry>> {
    const { userId } = requireActor(req);
    return this.favorites.list(userId, await validateDto(FavoritesQuery, req.data));
  }

  @RpcPattern(EngagementPatterns.favoritesIds)
  async ids(@Payload() req: RpcRequest<NoData>): Promise<FavoriteIds> {
    return this.favorites.ids(requireActor(req).userId);
  }

  @RpcPattern(EngagementPatterns.favoritesAdd)
  async add(@Payload() req: RpcRequest<TitleRefParam>): Promise<FavoriteEntry> {
    const { userId } = requireActor(req);
    const { kind, id } = await validateDto(TitleRefParam, req.data);
    return this.favorites.add(userId, kind, id);
  }

  @RpcPattern(EngagementPatterns.favoritesRemove)
  async remove(@Payload() req: RpcRequest<TitleRefParam>): Promise<Ok> {
    const { userId } = requireActor(req);
    const { kind, id } = await validateDto(TitleRefParam, req.data);
    await this.favorites.remove(userId, kind, id);
    return { ok: true };
  }
}
