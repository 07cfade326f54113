import { CommonErrors, type Actor, type RpcRequest } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';

/** The signed-in caller, or 401. */
export function requireActor(req: RpcRequest): Actor {
  const actor = req.meta?.actor;
  if (!actor?.userId) throw new DomainError('UNAUTHENTICATED', 401, CommonErrors.UNAUTHENTICATED.message);
  return actor;
}

/** An admin caller, or 401/403. Services check it again even though the gateway already did. */
export function requireAdmin(req: RpcRequest): Actor {
  const actor = requireActor(req);
  if (!actor.isAdmin) throw new DomainError('FORBIDDEN_ADMIN', 403, CommonErrors.FORBIDDEN_ADMIN.message);
  return actor;
}
