import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CataloguePatterns, PosterParams, type PosterSvg, type RpcRequest } from '@streaming/contracts';
import { validateDto } from '@streaming/platform';
import { PostersService } from './posters.service.js';

@Controller()
export class PostersHandler {
  constructor(private readonly posters: PostersService) {}

  @MessagePattern(CataloguePatterns.posterRender)
  async render(@Payload() req: RpcRequest<PosterParams>): Promise<PosterSvg> {
    const { kind, id } = await validateDto(PosterParams, req.data);
    return this.posters.render(kind, id);
  }
}
