import { createDataSource, InboxEntity, OutboxEntity } from '@streaming/platform';
import { FavoriteEntity } from '../favorites/favorite.entity.js';
import { WatchProgressEntity } from '../progress/watch-progress.entity.js';
import { ViewWindowEntity } from '../views/view-window.entity.js';
import { EngagementInit1795445281070 } from './migrations/1795445281070-engagement-init.js';
import { ProgressHotUpdates1795500000000 } from './migrations/1795500000000-progress-hot-updates.js';
import { ProgressTombstones1795600000000 } from './migrations/1795600000000-progress-tombstones.js';

export const ENGAGEMENT_SCHEMA = 'engagement';

export function createEngagementDataSource(url: string, poolSize?: number) {
  return createDataSource({
    url,
    schema: ENGAGEMENT_SCHEMA,
    entities: [FavoriteEntity, WatchProgressEntity, ViewWindowEntity, OutboxEntity, InboxEntity],
    migrations: [EngagementInit1795445281070, ProgressHotUpdates1795500000000, ProgressTombstones1795600000000],
    poolSize,
  });
}
