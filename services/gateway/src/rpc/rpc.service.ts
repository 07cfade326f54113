import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Infrastructure } from '@streaming/platform';
import { CommonErrors, type AccessState, type Actor, type BusPattern, type RpcRequestData, type RpcResponseData } from '@streaming/contracts';
import { HttpProblem } from '../errors/http-problem.js';

/** The request as the guard leaves it: the verified caller, if any. */
export type GatewayRequest = FastifyRequest & { actor?: Actor; access?: AccessState };

/** The member the global access guard verified, on a route that needs one. */
export function memberOf(req: GatewayRequest): string {
  if (!req.actor) throw new HttpProblem(401, 'UNAUTHENTICATED', CommonErrors.UNAUTHENTICATED.message);
  return req.actor.userId;
}

/** Calls a service over NATS with the caller's context (request id, actor, ip). */
@Injectable()
export class RpcService {
  constructor(private readonly infra: Infrastructure) {}

  /** Request and response types come from RpcMap (libs/contracts bus.ts): no type argument needed. */
  call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, req?: GatewayRequest, timeoutMs?: number): Promise<RpcResponseData<P>> {
    return this.infra.rpc.call(pattern, data, { requestId: req?.id, actor: req?.actor, ip: req?.ip, timeoutMs });
  }

  /** The same call, its answer as the JSON bytes the service sent (RpcClient.callJson), for an answer sent on as it is. */
  callJson<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, req: GatewayRequest): Promise<Buffer> {
    return this.infra.rpc.callJson(pattern, data, { requestId: req.id, actor: req.actor, ip: req.ip });
  }
}
