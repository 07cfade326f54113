import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';
import { formatCount } from '../../../shared/format/number';
import { LoadError } from '../../../shared/ui/LoadError';
import { HUB_TILES, type HubTile } from '../hub-tiles';
import { useFetchModerationCounts } from '../hooks/use-fetch-moderation-counts';
import { LOAD_FAILED } from '../components/load-failed';

function PendingCount({ tile, count }: { tile: HubTile; count: number | undefined }) {
  if (!tile.pending) return null;
  if (count === undefined) return <span className="admin-tile__count admin-tile__count--unknown">…</span>;
  return (
    <span className={count > 0 ? 'admin-tile__count admin-tile__count--pending' : 'admin-tile__count'}>
      {formatCount(count)} {count > 1 ? tile.pending.plural : tile.pending.singular}
    </span>
  );
}

/** /admin: a tile per admin screen, with the pending counts of the moderation queues. */
export function AdminHubPage() {
  const counts = useFetchModerationCounts();
  return (
    <div className="page admin">
      <title>{pageTitle('Administration')}</title>
      <h1 className="page__title">Administration</h1>
      <p className="page__lead">Le catalogue, les membres et la modération.</p>
      {counts.isError && <LoadError text={LOAD_FAILED} error={counts.error} onRetry={() => void counts.refetch()} />}
      <ul className="admin-tiles">
        {HUB_TILES.map((tile) => {
          const count = tile.pending ? counts.data?.[tile.pending.count] : undefined;
          return (
            <li key={tile.to}>
              <Link className="admin-tile" to={tile.to}>
                <span className="admin-tile__title">{tile.title}</span>
                <span className="admin-tile__text">{tile.description}</span>
                <PendingCount tile={tile} count={count} />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
