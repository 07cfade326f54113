import type { ReactNode } from 'react';

import { SessionKeeper } from './SessionKeeper';

/**
 * What wraps every screen. TanStack Query is not here: it is given to the routes and widgets that fetch
 * with it (shared/queries/with-queries.tsx), so the login page loads without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <SessionKeeper />
      {children}
    </>
  );
}
