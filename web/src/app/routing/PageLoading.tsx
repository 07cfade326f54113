import { Spinner } from '../../shared/ui/Spinner';

/**
 * Stands in for a screen whose chunk is still on its way (fresh start on a lazy route, or a screen
 * rendered with React.lazy). It fills the page area like the guards' spinner, so nothing below moves
 * when the screen arrives.
 */
export function PageLoading() {
  return <Spinner page />;
}
