import { SetMetadata } from '@nestjs/common';

export const ACCESS_KEY = 'route-access';

export type RouteAccess =
  | 'public' // anyone; a valid token is still read so the handler knows the caller
  | 'member' // signed in, not banned (the default)
  | 'member-even-banned' // signed in, banned or not (logout, the ban page's own read)
  | 'admin';

/** Anyone may call this route. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies RouteAccess);
/** A banned member may still call this route. */
export const AllowBanned = () => SetMetadata(ACCESS_KEY, 'member-even-banned' satisfies RouteAccess);
/** Admins only; the role is checked on every call. */
export const AdminOnly = () => SetMetadata(ACCESS_KEY, 'admin' satisfies RouteAccess);
