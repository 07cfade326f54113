import { isRecord, onlyKeys } from '../input-shape.js';
import { RecordViewDto, SaveProgressDto } from './dto.js';
import { PlaybackRules } from './playback-rules.js';

/**
 * Fast paths of `validateDto` for the two hot patterns (a view per page visit, a progress save every
 * 30 s of playback): class-transformer and class-validator cost about a tenth of a millisecond per
 * call, most of a view's CPU. Each function accepts only input that the contract DTO accepts too
 * (same UUID pattern as class-validator's IsUUID('all'), same bounds, no other field) and answers the
 * same value; anything else answers null and the caller runs `validateDto`, which refuses it with
 * its French messages. `libs/platform/src/errors/fast-input.spec.ts` checks both against the DTOs.
 * Used by engagement's handlers and by the gateway's validation pipe (FAST_BODY_CHECKS).
 */
const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** A UUID as class-validator's IsUUID('all') accepts it. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
const seconds = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= PlaybackRules.maxDurationSeconds;

const VIEW_KEYS: ReadonlySet<string> = new Set(['kind', 'titleId', 'episodeId']);
const PROGRESS_KEYS: ReadonlySet<string> = new Set(['kind', 'titleId', 'episodeId', 'positionSeconds', 'durationSeconds', 'ended']);

/** `RecordViewDto` when `data` is plainly valid, else null. */
export function fastRecordView(data: unknown): RecordViewDto | null {
  if (!isRecord(data) || !onlyKeys(data, VIEW_KEYS)) return null;
  const { kind, titleId, episodeId } = data;
  if ((kind !== 'movie' && kind !== 'series') || !isUuid(titleId)) return null;
  // A film naming an episode is the DTO's to refuse (NO_EPISODE_FOR_MOVIE).
  if (episodeId !== undefined && (kind === 'movie' || !isUuid(episodeId))) return null;
  return episodeId === undefined ? { kind, titleId } : { kind, titleId, episodeId };
}

/** `SaveProgressDto` when `data` is plainly valid, else null. */
export function fastSaveProgress(data: unknown): SaveProgressDto | null {
  if (!isRecord(data) || !onlyKeys(data, PROGRESS_KEYS)) return null;
  const { kind, titleId, episodeId, positionSeconds, durationSeconds, ended } = data;
  if ((kind !== 'movie' && kind !== 'episode') || !isUuid(titleId)) return null;
  let episode: string | undefined;
  if (kind === 'episode') {
    if (!isUuid(episodeId)) return null;
    episode = episodeId;
  } else if (episodeId !== undefined) return null;
  if (!seconds(positionSeconds, 0) || !seconds(durationSeconds, 1)) return null;
  if (ended !== undefined && typeof ended !== 'boolean') return null;
  const dto: SaveProgressDto = { kind, titleId, positionSeconds, durationSeconds };
  if (episode !== undefined) dto.episodeId = episode;
  if (ended !== undefined) dto.ended = ended;
  return dto;
}

/**
 * The request bodies with a fast path, by DTO class: a body that passes its check is taken as it is,
 * anything else goes through class-validator (and is refused there with its French messages).
 */
export const FAST_BODY_CHECKS: ReadonlyMap<abstract new () => object, (data: unknown) => object | null> = new Map<abstract new () => object, (data: unknown) => object | null>([
  [RecordViewDto, fastRecordView],
  [SaveProgressDto, fastSaveProgress],
]);
