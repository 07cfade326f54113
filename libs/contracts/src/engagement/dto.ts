import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsUUID, Max, Min, registerDecorator, ValidateIf } from 'class-validator';
import { PAGE_SIZE_MAX, type ContentKind } from '../catalogue/types.js';
import { ToBoolean } from '../catalogue/dto/decorators.js';
import { PageQuery } from '../catalogue/dto/list-queries.js';
import { NO_EPISODE_FOR_MOVIE } from './errors.js';
import { PlaybackRules } from './playback-rules.js';
import type { WatchKind } from './types.js';

const KIND_MESSAGE = 'Type inconnu : choisissez movie ou series.';
const TITLE_ID_MESSAGE = 'Identifiant de titre invalide.';
const EPISODE_ID_MESSAGE = "Identifiant d'épisode invalide.";
const SECONDS_MESSAGE = `La position et la durée sont des nombres de secondes entre 0 et ${PlaybackRules.maxDurationSeconds}.`;

/**
 * A film has no episode: `episodeId` is left out when `kind` is 'movie' (refused with its French
 * message, rather than silently dropped). Checked here only, so the gateway, engagement and the
 * fast input paths (which leave such a body to this check) answer the same.
 */
function NoEpisodeForMovie(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'noEpisodeForMovie',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: NO_EPISODE_FOR_MOVIE },
      validator: { validate: (value: unknown, args) => value === undefined || Reflect.get(args?.object ?? {}, 'kind') !== 'movie' },
    });
}

/** A title of the catalogue: `/api/me/favorites/{kind}/{id}`, `/api/me/progress/{kind}/{id}`. */
export class TitleRefParam {
  @IsIn(['movie', 'series'], { message: KIND_MESSAGE })
  kind!: ContentKind;

  @IsUUID('all', { message: TITLE_ID_MESSAGE })
  id!: string;
}

/** `GET /api/me/favorites`: one kind (tab) at a time, newest first. */
export class FavoritesQuery extends PageQuery {
  @IsOptional()
  @IsIn(['movie', 'series'], { message: KIND_MESSAGE })
  kind?: ContentKind;
}

/** `PUT /api/me/progress`: the member's position in a film or an episode. */
export class SaveProgressDto {
  @IsIn(['movie', 'episode'], { message: 'Type inconnu : choisissez movie ou episode.' })
  kind!: WatchKind;

  /** The film's id, or the series' id for an episode. */
  @IsUUID('all', { message: TITLE_ID_MESSAGE })
  titleId!: string;

  /** Required for an episode, absent for a film. */
  @ValidateIf((dto: SaveProgressDto) => dto.kind === 'episode' || dto.episodeId !== undefined)
  @NoEpisodeForMovie()
  @IsUUID('all', { message: EPISODE_ID_MESSAGE })
  episodeId?: string;

  @Min(0, { message: SECONDS_MESSAGE })
  @Max(PlaybackRules.maxDurationSeconds, { message: SECONDS_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SECONDS_MESSAGE })
  positionSeconds!: number;

  @Min(1, { message: SECONDS_MESSAGE })
  @Max(PlaybackRules.maxDurationSeconds, { message: SECONDS_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SECONDS_MESSAGE })
  durationSeconds!: number;

  /** True when the video played to its end: the row is completed and its position cleared. */
  @IsOptional()
  @IsBoolean({ message: 'Le champ ended doit être un booléen.' })
  ended?: boolean;
}

/** `GET /api/me/history`: newest first; `inProgress=true` keeps what can be resumed (the home row). */
export class HistoryQuery extends PageQuery {
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Le filtre inProgress doit valoir true ou false.' })
  inProgress?: boolean;
}

/** `DELETE /api/me/history/{id}`. */
export class HistoryEntryParam {
  @IsUUID('all', { message: "Identifiant d'entrée d'historique invalide." })
  id!: string;
}

/** `POST /api/views`: one page visit of a film or a series (with the episode playing, if any). */
export class RecordViewDto {
  @IsIn(['movie', 'series'], { message: KIND_MESSAGE })
  kind!: ContentKind;

  @IsUUID('all', { message: TITLE_ID_MESSAGE })
  titleId!: string;

  /** Absent (always, for a film), or an episode's id: null is not an episode (IsOptional would let it through). */
  @ValidateIf((dto: RecordViewDto) => dto.episodeId !== undefined)
  @NoEpisodeForMovie()
  @IsUUID('all', { message: EPISODE_ID_MESSAGE })
  episodeId?: string;
}

/** `engagement.users.counts`: a page of user ids (the users admin screen). */
export class UsersCountsQuery {
  @IsArray({ message: 'La liste des utilisateurs est requise.' })
  @ArrayMaxSize(PAGE_SIZE_MAX * 4, { message: 'Trop d’utilisateurs demandés à la fois.' })
  @IsUUID('all', { each: true, message: 'Identifiant utilisateur invalide.' })
  userIds!: string[];
}
