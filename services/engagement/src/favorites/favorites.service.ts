import { Injectable } from '@nestjs/common';
import type { ContentKind, FavoriteEntry, FavoriteIds, FavoritesQuery, Page } from '@streaming/contracts';
import { paging } from '@streaming/platform';
import { fail } from '../shared/engagement-errors.js';
import { FavoritesRepository } from './favorites.repository.js';
import { toFavoriteEntry, toFavoriteIds } from './favorites.mapper.js';

/**
 * A member's favourite films and series. Whether the title exists is the gateway's check (it asks
 * the catalogue before adding); a title deleted later leaves with its `catalogue.*.deleted` event.
 */
@Injectable()
export class FavoritesService {
  constructor(private readonly favorites: FavoritesRepository) {}

  async list(userId: string, query: FavoritesQuery): Promise<Page<FavoriteEntry>> {
    const { page, pageSize, offset } = paging(query);
    const { rows, total } = await this.favorites.page(userId, query.kind, pageSize, offset);
    return { items: rows.map(toFavoriteEntry), total, page, pageSize };
  }

  async ids(userId: string): Promise<FavoriteIds> {
    return toFavoriteIds(await this.favorites.all(userId));
  }

  async add(userId: string, kind: ContentKind, titleId: string): Promise<FavoriteEntry> {
    return toFavoriteEntry(await this.favorites.add(userId, kind, titleId));
  }

  async remove(userId: string, kind: ContentKind, titleId: string): Promise<void> {
    if (!(await this.favorites.remove(userId, kind, titleId))) throw fail('FAVORITE_NOT_FOUND');
  }
}
