import { IsIn, IsUUID } from 'class-validator';
import type { ContentKind } from '../types.js';
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
