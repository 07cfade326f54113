import type { RpcRequest } from '@streaming/contracts';
import { requireAdmin, trustedMeta } from '@streaming/platform';

/** The admin who acts, from the signed caller context: their id and the client address the gateway saw. */
export interface AdminContext {
  actorId: string;
  clientAddress: string | null;
}

/** The admin calling (401/403 otherwise), as the audit log records them; read from the verified context only. */
export function requireAdminContext(req: RpcRequest): AdminContext {
  const actor = requireAdmin(req);
  return { actorId: actor.userId, clientAddress: trustedMeta(req)?.ip ?? null };
}
