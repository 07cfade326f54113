import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The URL fragment of a mailed link (`#access_token=...`, `#token=...`), kept after it is removed from
 * the address bar so that the single-use token does not stay in history. A new fragment replaces it.
 */
export function useFragmentOnce(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [fragment, setFragment] = useState(location.hash);

  if (location.hash && location.hash !== fragment) setFragment(location.hash);

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  return fragment;
}
