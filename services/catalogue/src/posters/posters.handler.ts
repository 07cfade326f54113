import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, PosterParams, type PosterSvg, type RpcRequest } from '@streaming/contracts';
import { validateDto, RpcPattern } from '@streaming/platform';
import { PostersService } from './posters.service.js';

@Controller()
export class PostersHandler {
  constructor(private readonly posters: PostersService) {}

  @RpcPattern(CataloguePatterns.posterRender)
  async render(@Payload() req: RpcRequest<PosterParams>): Promise<PosterSvg> {
    const { kind, id } = await validateDto(PosterParams, req.data);
    return this.posters.render(kind, id);
  }
}
