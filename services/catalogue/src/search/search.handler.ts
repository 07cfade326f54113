import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, fastSearchQuery, fastSuggestQuery, SearchQuery, SuggestQuery, type RpcRequest, type SearchResults, type SearchSuggestions } from '@streaming/contracts';
import { validateDto, RpcPattern } from '@streaming/platform';
import { SearchService } from './search.service.js';

@Controller()
export class SearchHandler {
  constructor(private readonly search: SearchService) {}

  /** A plainly valid query (the words, a page and its size) skips class-validator (fastSearchQuery). */
  @RpcPattern(CataloguePatterns.searchQuery)
  async query(@Payload() req: RpcRequest<SearchQuery>): Promise<SearchResults> {
    return this.search.search(fastSearchQuery(req.data) ?? (await validateDto(SearchQuery, req.data)));
  }

  /** Asked at nearly every keystroke: a plainly valid query skips class-validator (fastSuggestQuery). */
  @RpcPattern(CataloguePatterns.searchSuggest)
  async suggest(@Payload() req: RpcRequest<SuggestQuery>): Promise<SearchSuggestions> {
    return this.search.suggest((fastSuggestQuery(req.data) ?? (await validateDto(SuggestQuery, req.data))).q);
  }
}
