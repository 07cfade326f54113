import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, TitleLookupQuery, type RpcRequest, type TitleLookup } from '@streaming/contracts';
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
}
