import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, TitleLookupQuery, TitleMatchQuery, type CatalogueCard, type RpcRequest, type TitleLookup } from '@streaming/contracts';
import { RpcPattern, validateDto } from '@streaming/platform';
import { LookupService } from './lookup.service.js';

@Controller()
export class LookupHandler {
  constructor(private readonly lookup: LookupService) {}

  /** The cards of the asked films and series and the asked episodes (favourites, history). */
  @RpcPattern(CataloguePatterns.titlesLookup)
  async titles(@Payload() req: RpcRequest<TitleLookupQuery>): Promise<TitleLookup> {
    return this.lookup.lookupTitles(await validateDto(TitleLookupQuery, req.data));
  }

  /** The films or series of a kind bearing a title (case, accents and punctuation set aside), of a year when given. */
  @RpcPattern(CataloguePatterns.titlesMatch)
  async match(@Payload() req: RpcRequest<TitleMatchQuery>): Promise<{ cards: CatalogueCard[] }> {
    return this.lookup.matchTitles(await validateDto(TitleMatchQuery, req.data));
  }
}
