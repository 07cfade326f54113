import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { UntrustedCaller, type RpcRequest } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { Logger } from '../logging/logger.js';
import { serializeData, type RequestSigning, type TrustedMeta } from './request-signing.js';

/** Requests whose meta passed the signature check, with what the signature covers. */
const trusted = new WeakMap<object, TrustedMeta>();

/** The verified caller context of a request, or undefined if it never went through RpcTrustGuard. */
export function trustedMeta(req: unknown): TrustedMeta | undefined {
  return req && typeof req === 'object' ? trusted.get(req) : undefined;
}

/**
 * Global guard of every microservice (startMicroservice): before any handler runs, the request's
 * caller context must carry a valid signature for this subject and this data. Otherwise the
 * caller gets 401 UNTRUSTED_CALLER and a warning is logged (subject, reason, key id; no secret).
 * A verified request's `meta` is replaced by the signed fields only.
 */
@Injectable()
export class RpcTrustGuard implements CanActivate {
  constructor(
    private readonly signing: RequestSigning,
    private readonly logger: Logger,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'rpc') return true;
    const rpc = context.switchToRpc();
    const req = rpc.getData() as Partial<RpcRequest> | undefined;
    const subject = (rpc.getContext() as { getSubject?: () => string } | undefined)?.getSubject?.() ?? '';
    const result = this.signing.verify(subject, req?.meta, serializeData(req?.data));
    if (!result.ok || !req || typeof req !== 'object') {
      const claimed = req?.meta?.requestId;
      this.logger.warn(
        {
          subject,
          reason: result.ok ? 'malformed' : result.reason,
          kid: result.ok ? undefined : result.kid,
          requestId: typeof claimed === 'string' ? claimed.slice(0, 64) : undefined,
        },
        'rpc refused: untrusted caller context',
      );
      throw new DomainError(UntrustedCaller.code, UntrustedCaller.status, UntrustedCaller.message);
    }
    req.meta = { ...result.meta };
    trusted.set(req, result.meta);
    return true;
  }
}
