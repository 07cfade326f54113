import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { TITLE_LOOKUP_MAX, type ContentKind } from '../types.js';
import { GenreSlug, SLUG_MESSAGE } from './decorators.js';

export class GenreSlugParam {
  @GenreSlug(SLUG_MESSAGE)
  slug!: string;
}

export class MovieIdParam {
  @IsUUID('all', { message: 'Identifiant de film invalide.' })
  id!: string;
}

export class SeriesIdParam {
  @IsUUID('all', { message: 'Identifiant de série invalide.' })
  id!: string;
}

export class GenreIdParam {
  @IsUUID('all', { message: 'Identifiant de genre invalide.' })
  id!: string;
}

export class EpisodeIdParam {
  @IsUUID('all', { message: "Identifiant d'épisode invalide." })
  id!: string;
}

export class PosterParams {
  @IsIn(['movie', 'series'], { message: "Type d'affiche inconnu : movie ou series." })
  kind!: ContentKind;

  @IsUUID('all', { message: "Identifiant d'affiche invalide." })
  id!: string;
}

const LOOKUP_SIZE_MESSAGE = `Au plus ${TITLE_LOOKUP_MAX} identifiants de chaque type.`;

/** `catalogue.titles.lookup`: ids of films, series and episodes (each list may be empty). */
export class TitleLookupQuery {
  @IsArray({ message: LOOKUP_SIZE_MESSAGE })
  @ArrayMaxSize(TITLE_LOOKUP_MAX, { message: LOOKUP_SIZE_MESSAGE })
  @IsUUID('all', { each: true, message: 'Identifiant de film invalide.' })
  movieIds!: string[];

  @IsArray({ message: LOOKUP_SIZE_MESSAGE })
  @ArrayMaxSize(TITLE_LOOKUP_MAX, { message: LOOKUP_SIZE_MESSAGE })
  @IsUUID('all', { each: true, message: 'Identifiant de série invalide.' })
  seriesIds!: string[];

  @IsArray({ message: LOOKUP_SIZE_MESSAGE })
  @ArrayMaxSize(TITLE_LOOKUP_MAX, { message: LOOKUP_SIZE_MESSAGE })
  @IsUUID('all', { each: true, message: "Identifiant d'épisode invalide." })
  episodeIds!: string[];
}

/** A title of one kind looked up by its name (a content request for a title the catalogue has). */
export class TitleMatchQuery {
  @IsIn(['movie', 'series'], { message: 'Type inconnu : choisissez movie ou series.' })
  kind!: ContentKind;

  @IsString()
  @Length(1, 200)
  title!: string;

  @IsOptional()
  @IsInt()
  year?: number;
}
