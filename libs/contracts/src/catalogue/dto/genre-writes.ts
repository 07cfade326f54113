import { ValidateIf } from 'class-validator';
import type { GenreCategory } from '../types.js';
import { GenreCategoryField, GenreName, OptionalNotNull } from './decorators.js';

export class CreateGenreDto {
  @GenreName()
  name!: string;

  @GenreCategoryField()
  category!: GenreCategory;
}

export class UpdateGenreDto {
  @ValidateIf((o: UpdateGenreDto) => o.name !== undefined)
  @GenreName()
  name?: string;

  @OptionalNotNull()
  @GenreCategoryField()
  category?: GenreCategory;
}
