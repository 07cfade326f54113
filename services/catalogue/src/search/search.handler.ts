import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CataloguePatterns, SearchQuery, SuggestQuery, type RpcRequest, type SearchResults, type SearchSuggestions } from '@streaming/contracts';
import { validateDto } from '@streaming/platform';
import { SearchService } from './search.service.js';

@Controller()
export class SearchHandler {
  constructor(private readonly search: SearchService) {}

  @MessagePattern(CataloguePatterns.searchQuery)
  async query(@Payload() req: RpcRequest<SearchQuery>): Promise<SearchResults> {
    return this.search.search(await validateDto(SearchQuery, req.data));
  }

  @MessagePattern(CataloguePatterns.searchSuggest)
  async suggest(@Payload() req: RpcRequest<SuggestQuery>): Promise<SearchSuggestions> {
    return this.search.suggest((await validateDto(SuggestQuery, req.data)).q);
  }
}
