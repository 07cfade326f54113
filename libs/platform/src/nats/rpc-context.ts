import { CommonErrors, UntrustedCaller, type Actor, type RpcRequest } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';
import { trustedMeta } from './rpc-trust.guard.js';

/**
 * The caller, from the verified context only (RpcTrustGuard): undefined for a guest. A request that
 * was not verified is refused, whatever its `meta.actor` claims.
 */
export function callerOf(req: RpcRequest): Actor | undefined {
  const meta = trustedMeta(req);
  if (!meta) throw new DomainError(UntrustedCaller.code, UntrustedCaller.status, UntrustedCaller.message);
  return meta.actor;
}

/** The signed-in caller, or 401. */
export function requireActor(req: RpcRequest): Actor {
  const actor = callerOf(req);
  if (!actor?.userId) throw new DomainError('UNAUTHENTICATED', 401, CommonErrors.UNAUTHENTICATED.message);
  return actor;
}

/** An admin caller, or 401/403. Services check it again even though the gateway already did. */
export function requireAdmin(req: RpcRequest): Actor {
  const actor = requireActor(req);
  if (!actor.isAdmin) throw new DomainError('FORBIDDEN_ADMIN', 403, CommonErrors.FORBIDDEN_ADMIN.message);
  return actor;
}

/** Who acts in a back-office change: the admin and the client address the gateway signed with the call. */
export interface AdminContext {
  actorId: string;
  clientAddress: string | null;
}

/** The admin calling (401/403 otherwise) and their client address, from the signed caller context only (audit records). */
export function adminContext(req: RpcRequest): AdminContext {
  const actor = requireAdmin(req);
  return { actorId: actor.userId, clientAddress: trustedMeta(req)?.ip ?? null };
}
