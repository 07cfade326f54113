import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { LoginDto } from '@streaming/contracts';
import { createValidationPipe } from '../errors/validation.pipe.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import { LOCAL_STRATEGY } from './local.strategy.js';

/**
 * Sign-in through the local strategy. Guards run before pipes, so the body is validated here, as
 * LoginDto with the same pipe and French messages as every other body, before anything is counted
 * or checked; the strategy then reads the validated e-mail and password.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GatewayRequest>();
    req.body = await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    await super.canActivate(context);
    return true;
  }
}
