import type { ProgressView } from '@streaming/contracts';
import type { ProgressRow } from './progress.repository.js';

export function toProgressView(row: ProgressRow): ProgressView {
  return {
    id: row.id,
    kind: row.kind,
    titleId: row.title_id,
    episodeId: row.episode_id,
    positionSeconds: row.position_seconds,
    durationSeconds: row.duration_seconds,
    completed: row.completed,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
