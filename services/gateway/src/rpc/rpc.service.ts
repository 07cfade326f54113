import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Infrastructure } from '@streaming/platform';
import type { AccessState, Actor } from '@streaming/contracts';

/** The request as the guard leaves it: the verified caller, if any. */
export type GatewayRequest = FastifyRequest & { actor?: Actor; access?: AccessState };

/** Calls a service over NATS with the caller's context (request id, actor, ip). */
@Injectable()
export class RpcService {
  constructor(private readonly infra: Infrastructure) {}

  call<TRes, TReq = unknown>(pattern: string, data: TReq, req?: GatewayRequest, timeoutMs?: number): Promise<TRes> {
    return this.infra.rpc.call<TRes, TReq>(pattern, data, {
      requestId: req?.id,
      actor: req?.actor,
      ip: req?.ip,
      timeoutMs,
    });
  }
}
