import { IsBoolean, ValidateIf } from 'class-validator';
import type { GenreCategory } from '../types.js';
import { GenreCategoryField, GenreName, OptionalNotNull } from './decorators.js';

const ANIME_FLAG_MESSAGE = 'Le champ « genre des animés » doit valoir true ou false.';

export class CreateGenreDto {
  @GenreName()
  name!: string;

  @GenreCategoryField()
  category!: GenreCategory;

  /** This genre becomes the anime genre (its series are animes); the previous one stops being it. */
  @OptionalNotNull()
  @IsBoolean({ message: ANIME_FLAG_MESSAGE })
  isAnime?: boolean;
}

export class UpdateGenreDto {
  @ValidateIf((o: UpdateGenreDto) => o.name !== undefined)
  @GenreName()
  name?: string;

  @OptionalNotNull()
  @GenreCategoryField()
  category?: GenreCategory;

  /** true: this genre becomes the anime genre (the previous one stops being it); false: it stops being it. */
  @OptionalNotNull()
  @IsBoolean({ message: ANIME_FLAG_MESSAGE })
  isAnime?: boolean;
}
