import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, fastSuggestQuery, SearchQuery, SuggestQuery, type RpcRequest, type SearchResults, type SearchSuggestions } from '@streaming/contracts';
import { validateDto, RpcPattern } from '@streaming/platform';
import { SearchService } from './search.service.js';

@Controller()
export class SearchHandler {
  constructor(private readonly search: SearchService) {}

  @RpcPattern(CataloguePatterns.searchQuery)
  async query(@Payload() req: RpcRequest<SearchQuery>): Promise<SearchResults> {
    return this.search.search(await validateDto(SearchQuery, req.data));
  }

  /** Asked at nearly every keystroke: a plainly valid query skips class-validator (fastSuggestQuery). */
  @RpcPattern(CataloguePatterns.searchSuggest)
  async suggest(@Payload() req: RpcRequest<SuggestQuery>): Promise<SearchSuggestions> {
    return this.search.suggest((fastSuggestQuery(req.data) ?? (await validateDto(SuggestQuery, req.data))).q);
  }
}
