/** The account an admin acts on, as the guards below need it. */
export interface GuardedAccount {
  id: string;
  isAdmin: boolean;
}

/**
 * Why a role change is refused, or null: the last admin keeps the role (nobody could give it back
 * but an operator). Promoting, or demoting someone who is not admin, is never refused.
 */
export function roleChangeRefusal(target: GuardedAccount, makeAdmin: boolean, adminCount: number): 'LAST_ADMIN' | null {
  return !makeAdmin && target.isAdmin && adminCount <= 1 ? 'LAST_ADMIN' : null;
}

/** Why a ban is refused, or null: nobody bans themself, and an admin is demoted first. */
export function banRefusal(actorId: string, target: GuardedAccount): 'SELF_BAN' | 'ADMIN_NOT_BANNABLE' | null {
  if (actorId.toLowerCase() === target.id.toLowerCase()) return 'SELF_BAN';
  return target.isAdmin ? 'ADMIN_NOT_BANNABLE' : null;
}

/**
 * Why a deletion from the back office is refused, or null: nobody deletes themself there, and an
 * admin is demoted first (so the last admin, who cannot be demoted, cannot be deleted either).
 */
export function deleteRefusal(actorId: string, target: GuardedAccount): 'SELF_DELETE' | 'ADMIN_NOT_DELETABLE' | null {
  if (actorId.toLowerCase() === target.id.toLowerCase()) return 'SELF_DELETE';
  return target.isAdmin ? 'ADMIN_NOT_DELETABLE' : null;
}
