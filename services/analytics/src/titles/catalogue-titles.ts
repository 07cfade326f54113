import { Injectable } from '@nestjs/common';
import { CataloguePatterns, PAGE_SIZE_MAX, TITLE_LOOKUP_MAX, type CatalogueCard } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';

/** Pages of animes read at most (48 each): far more than a catalogue holds; the loop cannot run away. */
const ANIME_PAGES_MAX = 1000;

/**
 * What analytics asks the catalogue (over NATS, like every other caller: the catalogue owns its titles and
 * the one anime rule). Errors are the caller's to handle: nothing here retries.
 */
@Injectable()
export class CatalogueTitles {
  constructor(private readonly infra: Infrastructure) {}

  /** The cards of up to TITLE_LOOKUP_MAX films or series; an id the catalogue does not have is absent. */
  async cards(kind: 'movie' | 'series', ids: readonly string[]): Promise<CatalogueCard[]> {
    if (ids.length > TITLE_LOOKUP_MAX) throw new Error(`at most ${TITLE_LOOKUP_MAX} ids per lookup`);
    const { cards } = await this.infra.rpc.call(CataloguePatterns.titlesLookup, {
      movieIds: kind === 'movie' ? [...ids] : [], seriesIds: kind === 'series' ? [...ids] : [], episodeIds: [],
    });
    return cards.filter((c) => c.kind === kind);
  }

  /** The ids of every series the catalogue counts as an anime (its series list filtered by its anime rule), page by page. */
  async animeSeriesIds(): Promise<string[]> {
    const ids = new Set<string>();
    for (let page = 1; page <= ANIME_PAGES_MAX; page++) {
      const { items, total } = await this.infra.rpc.call(CataloguePatterns.seriesList, { anime: true, page, pageSize: PAGE_SIZE_MAX });
      for (const card of items) ids.add(card.id.toLowerCase());
      if (items.length < PAGE_SIZE_MAX || page * PAGE_SIZE_MAX >= total) break;
    }
    return [...ids];
  }
}
