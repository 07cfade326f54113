import { IsOptional, ValidateIf } from 'class-validator';
import type { GenreCategory } from '../types.js';
import { GenreCategoryField, GenreName } from './decorators.js';

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

  @IsOptional()
  @GenreCategoryField()
  category?: GenreCategory;
}
