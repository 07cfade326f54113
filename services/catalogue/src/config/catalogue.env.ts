import { IsInt, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The catalogue's configuration: cache freshness from the spec (section 9). */
export class CatalogueEnv extends DatabaseEnv {
  /** Hot lists, home sections and counters. */
  @IsInt()
  @Min(1)
  @Max(86400)
  CACHE_LIST_TTL_SECONDS = 300;

  /** One film or series page. */
  @IsInt()
  @Min(1)
  @Max(86400)
  CACHE_ITEM_TTL_SECONDS = 300;

  /** Genre menus and similar films. */
  @IsInt()
  @Min(1)
  @Max(86400)
  CACHE_GENRES_TTL_SECONDS = 600;

  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;
}
