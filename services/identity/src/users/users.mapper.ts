import type { UserView } from '@streaming/contracts';
import type { UserEntity } from './user.entity.js';

export function toUserView(user: UserEntity, isAdmin: boolean): UserView {
  return {
    id: user.id,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    pendingEmail: user.pendingEmail,
    isAdmin,
  };
}
