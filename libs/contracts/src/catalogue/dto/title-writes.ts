import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { SERIES_STATUSES, VIDEO_QUALITIES, type SeriesStatus, type VideoQuality } from '../types.js';
import { DurationMinutes, HttpUrl, MAX_EXACT_INTEGER, OneOf, OptionalNotNull, Refused, SynopsisText, TitleText } from './decorators.js';

/** Fields the film and series forms share (spec 001 section 3); absent means default on create, unchanged on update. */
export class TitleWriteFields {
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Le titre original est trop long (300 caractères maximum).' })
  originalTitle?: string | null;

  @IsOptional()
  @SynopsisText()
  synopsis?: string | null;

  @IsOptional()
  @Min(1870, { message: "L'année de sortie doit être comprise entre 1870 et 2100." })
  @Max(2100, { message: "L'année de sortie doit être comprise entre 1870 et 2100." })
  @IsInt({ message: "L'année de sortie doit être un nombre entier." })
  releaseYear?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Le réalisateur est trop long (200 caractères maximum).' })
  director?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Le pays est trop long (100 caractères maximum).' })
  country?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'La langue est trop longue (100 caractères maximum).' })
  language?: string | null;

  @IsOptional()
  @OneOf(VIDEO_QUALITIES, 'Qualité inconnue')
  quality?: VideoQuality | null;

  @IsOptional()
  @HttpUrl("L'affiche")
  posterUrl?: string | null;

  @IsOptional()
  @HttpUrl('La bande-annonce')
  trailerUrl?: string | null;

  @IsOptional()
  @HttpUrl('La vidéo')
  videoUrl?: string | null;

  @IsOptional()
  @HttpUrl('La vidéo VF')
  videoUrlVf?: string | null;

  @IsOptional()
  @HttpUrl('La vidéo VOSTFR')
  videoUrlVostfr?: string | null;

  @IsOptional()
  @Min(0, { message: 'La note doit être un nombre entre 0 et 5.' })
  @Max(5, { message: 'La note doit être un nombre entre 0 et 5.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'La note doit être un nombre entre 0 et 5.' })
  rating?: number | null;

  @OptionalNotNull()
  @IsBoolean({ message: 'Le champ « à la une » doit valoir true ou false.' })
  isFeatured?: boolean;

  @OptionalNotNull()
  @IsBoolean({ message: 'Le champ « nouveau » doit valoir true ou false.' })
  isNew?: boolean;

  @IsOptional()
  @IsArray({ message: 'Les genres doivent être une liste d’identifiants.' })
  @ArrayMaxSize(20, { message: 'Vingt genres au maximum.' })
  @IsUUID('all', { each: true, message: 'Identifiant de genre invalide.' })
  genreIds?: string[];
}

/** The film form: shared fields plus duration, budget and box office. */
export class MovieWriteFields extends TitleWriteFields {
  @IsOptional()
  @DurationMinutes()
  durationMinutes?: number | null;

  @IsOptional()
  @Min(0, { message: 'Le budget ne peut pas être négatif.' })
  @Max(MAX_EXACT_INTEGER, { message: `Le budget est trop grand (${MAX_EXACT_INTEGER} au maximum).` })
  @IsInt({ message: 'Le budget doit être un nombre entier.' })
  budget?: number | null;

  @IsOptional()
  @Min(0, { message: 'Le box-office ne peut pas être négatif.' })
  @Max(MAX_EXACT_INTEGER, { message: `Le box-office est trop grand (${MAX_EXACT_INTEGER} au maximum).` })
  @IsInt({ message: 'Le box-office doit être un nombre entier.' })
  boxOffice?: number | null;
}

export class CreateMovieDto extends MovieWriteFields {
  @TitleText()
  title!: string;
}

export class UpdateMovieDto extends MovieWriteFields {
  @ValidateIf((o: UpdateMovieDto) => o.title !== undefined)
  @TitleText()
  title?: string;
}

/** Refusal of the series' totals, which the catalogue computes from the episodes. */
export const SERIES_TOTALS_REFUSED =
  "Les nombres de saisons et d'épisodes sont calculés à partir des épisodes : ajoutez ou retirez des épisodes plutôt que de les envoyer.";

/**
 * The series / anime form: shared fields plus status (spec 001 section 3). Its totals of seasons and
 * episodes are not fields: the catalogue counts them from the episodes, in the transaction of each
 * episode change (DESIGN.md section 9), and refuses them here with a message saying so.
 */
export class SeriesWriteFields extends TitleWriteFields {
  @OptionalNotNull()
  @OneOf(SERIES_STATUSES, 'Statut inconnu')
  status?: SeriesStatus;

  @Refused(SERIES_TOTALS_REFUSED)
  totalSeasons?: never;

  @Refused(SERIES_TOTALS_REFUSED)
  totalEpisodes?: never;
}

export class CreateSeriesDto extends SeriesWriteFields {
  @TitleText()
  title!: string;
}

export class UpdateSeriesDto extends SeriesWriteFields {
  @ValidateIf((o: UpdateSeriesDto) => o.title !== undefined)
  @TitleText()
  title?: string;
}
