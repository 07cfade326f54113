import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Infrastructure } from '@streaming/platform';
import type { AccessState, Actor, BusPattern, RpcRequestData, RpcResponseData } from '@streaming/contracts';

/** The request as the guard leaves it: the verified caller, if any. */
export type GatewayRequest = FastifyRequest & { actor?: Actor; access?: AccessState };

/** Calls a service over NATS with the caller's context (request id, actor, ip). */
@Injectable()
export class RpcService {
  constructor(private readonly infra: Infrastructure) {}

  /** Request and response types come from RpcMap (libs/contracts bus.ts): no type argument needed. */
  call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, req?: GatewayRequest, timeoutMs?: number): Promise<RpcResponseData<P>> {
    return this.infra.rpc.call(pattern, data, {
      requestId: req?.id,
      actor: req?.actor,
      ip: req?.ip,
      timeoutMs,
    });
  }
}
