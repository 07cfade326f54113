import { useQuery } from '@tanstack/react-query';

import { fetchMe } from '../../../shared/session/session-service';
import { sessionStore } from '../../../shared/session/session-store';
import { adminKeys, FRESH } from '../query-keys';

/**
 * The admin check: GET /api/me's isAdmin, asked on entering the admin area (and when the window gets the
 * focus back) rather than read from the session restored at load, so that a right granted or removed
 * since then counts. The answer updates the session store too (the header's Admin link). The server
 * checks the right again on every admin call.
 */
export function useCheckAdmin() {
  return useQuery({
    queryKey: adminKeys.access,
    queryFn: async ({ signal }) => {
      const user = await fetchMe(signal);
      sessionStore.signIn(user);
      return user.isAdmin;
    },
    ...FRESH,
  });
}
