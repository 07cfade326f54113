import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUrl, IsUUID, Length, Matches, Max, MaxLength,
  Min, ValidateIf, registerDecorator, type ValidationArguments,
} from 'class-validator';
import {
  GENRE_CATEGORIES, MOVIE_SORTS, PAGE_SIZE_MAX, SERIES_SORTS, SERIES_STATUSES, SORT_ORDERS, VIDEO_QUALITIES, YEAR_MAX, YEAR_MIN,
  type ContentKind, type GenreCategory, type MovieSort, type SeriesSort, type SeriesStatus, type SortOrder, type VideoQuality,
} from './types.js';

/**
 * Query strings arrive as text: 'true'/'false' become booleans (implicit conversion would turn
 * 'false' into true), anything else is left as is and refused by @IsBoolean.
 */
function ToBoolean() {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return raw;
  });
}

/** Trims text filters; a blank one counts as absent. */
function TrimToUndefined() {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    if (typeof raw !== 'string') return raw;
    const t = raw.trim();
    return t === '' ? undefined : t;
  });
}

/** yearTo must not be before yearFrom. */
function NotBefore(property: string, message: string) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'notBefore',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          return typeof value !== 'number' || typeof other !== 'number' || value >= other;
        },
      },
    });
}

const oneOf = (values: readonly string[]) => values.join(', ');

export class PageQuery {
  @IsOptional()
  @Min(1, { message: 'La page doit être un nombre entier supérieur ou égal à 1.' })
  @Max(10000, { message: 'La page demandée est trop grande (10000 au maximum).' })
  @IsInt({ message: 'La page doit être un nombre entier supérieur ou égal à 1.' })
  page?: number;

  @IsOptional()
  @Min(1, { message: `La taille de page doit être un nombre entier entre 1 et ${PAGE_SIZE_MAX}.` })
  @Max(PAGE_SIZE_MAX, { message: `La taille de page doit être un nombre entier entre 1 et ${PAGE_SIZE_MAX}.` })
  @IsInt({ message: `La taille de page doit être un nombre entier entre 1 et ${PAGE_SIZE_MAX}.` })
  pageSize?: number;
}

/** Filters shared by the films, series and genre pages. */
export class CatalogueFilterQuery extends PageQuery {
  @IsOptional()
  @IsIn(SORT_ORDERS as unknown as string[], { message: 'Ordre inconnu : choisissez asc ou desc.' })
  order?: SortOrder;

  @IsOptional()
  @Min(YEAR_MIN, { message: `L'année de début doit être comprise entre ${YEAR_MIN} et ${YEAR_MAX}.` })
  @Max(YEAR_MAX, { message: `L'année de début doit être comprise entre ${YEAR_MIN} et ${YEAR_MAX}.` })
  @IsInt({ message: `L'année de début doit être un nombre entier entre ${YEAR_MIN} et ${YEAR_MAX}.` })
  yearFrom?: number;

  @IsOptional()
  @Min(YEAR_MIN, { message: `L'année de fin doit être comprise entre ${YEAR_MIN} et ${YEAR_MAX}.` })
  @Max(YEAR_MAX, { message: `L'année de fin doit être comprise entre ${YEAR_MIN} et ${YEAR_MAX}.` })
  @NotBefore('yearFrom', "L'année de fin doit être supérieure ou égale à l'année de début.")
  @IsInt({ message: `L'année de fin doit être un nombre entier entre ${YEAR_MIN} et ${YEAR_MAX}.` })
  yearTo?: number;

  @IsOptional()
  @Min(0, { message: 'La note minimale doit être un nombre entre 0 et 5.' })
  @Max(5, { message: 'La note minimale doit être un nombre entre 0 et 5.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'La note minimale doit être un nombre entre 0 et 5.' })
  minRating?: number;

  @IsOptional()
  @Min(0, { message: 'Le nombre minimal de vues doit être un nombre entier positif.' })
  @Max(2_000_000_000, { message: 'Le nombre minimal de vues est trop grand.' })
  @IsInt({ message: 'Le nombre minimal de vues doit être un nombre entier positif.' })
  minViews?: number;
}

/** Filters of the films and series lists (spec section 5). */
class TitleListQuery extends CatalogueFilterQuery {
  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: 'Le réalisateur doit être un texte.' })
  @MaxLength(100, { message: 'Le réalisateur recherché est trop long (100 caractères maximum).' })
  director?: string;

  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: 'Le pays doit être un texte.' })
  @MaxLength(100, { message: 'Le pays recherché est trop long (100 caractères maximum).' })
  country?: string;

  @IsOptional()
  @IsIn(VIDEO_QUALITIES as unknown as string[], { message: `Qualité inconnue : choisissez ${oneOf(VIDEO_QUALITIES)}.` })
  quality?: VideoQuality;

  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Le filtre « à la une » doit valoir true ou false.' })
  featured?: boolean;

  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Le filtre « nouveau » doit valoir true ou false.' })
  isNew?: boolean;

  @IsOptional()
  @IsString({ message: 'Le genre doit être un slug.' })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Genre invalide : indiquez son slug (lettres minuscules, chiffres et tirets).' })
  @MaxLength(80, { message: 'Genre invalide : indiquez son slug (lettres minuscules, chiffres et tirets).' })
  genre?: string;
}

export class MovieListQuery extends TitleListQuery {
  @IsOptional()
  @IsIn(MOVIE_SORTS as unknown as string[], { message: `Tri inconnu : choisissez ${oneOf(MOVIE_SORTS)}.` })
  sort?: MovieSort;
}

export class SeriesListQuery extends TitleListQuery {
  @IsOptional()
  @IsIn(SERIES_SORTS as unknown as string[], { message: `Tri inconnu : choisissez ${oneOf(SERIES_SORTS)}.` })
  sort?: SeriesSort;

  @IsOptional()
  @IsIn(SERIES_STATUSES as unknown as string[], { message: `Statut inconnu : choisissez ${oneOf(SERIES_STATUSES)}.` })
  status?: SeriesStatus;

  /** true: animes only; false: animes left out. */
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Le filtre « animé » doit valoir true ou false.' })
  anime?: boolean;
}

export class GenrePageQuery extends CatalogueFilterQuery {
  @IsOptional()
  @IsIn(SERIES_SORTS as unknown as string[], { message: `Tri inconnu : choisissez ${oneOf(SERIES_SORTS)}.` })
  sort?: SeriesSort;

  @IsOptional()
  @IsIn(['movie', 'series'], { message: 'Type inconnu : choisissez movie ou series.' })
  kind?: ContentKind;
}

const SLUG_MESSAGE = 'Genre invalide : indiquez son slug (lettres minuscules, chiffres et tirets).';

export class GenreSlugParam {
  @IsString({ message: SLUG_MESSAGE })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: SLUG_MESSAGE })
  @MaxLength(80, { message: SLUG_MESSAGE })
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

export class SearchQuery extends PageQuery {
  @MaxLength(200, { message: 'La recherche est trop longue (200 caractères maximum).' })
  @IsString({ message: 'La recherche est requise (paramètre q).' })
  q!: string;

  @IsOptional()
  @IsIn(['movie', 'series'], { message: 'Type inconnu : choisissez movie ou series.' })
  kind?: ContentKind;
}

export class SuggestQuery {
  @MaxLength(200, { message: 'La recherche est trop longue (200 caractères maximum).' })
  @IsString({ message: 'La recherche est requise (paramètre q).' })
  q!: string;
}

export class PosterParams {
  @IsIn(['movie', 'series'], { message: "Type d'affiche inconnu : movie ou series." })
  kind!: ContentKind;

  @IsUUID('all', { message: "Identifiant d'affiche invalide." })
  id!: string;
}

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
const URL_MESSAGE = (label: string) => `${label} doit être une adresse http(s) valide.`;

/** Fields the film and series forms share (spec 001 section 3); absent means default on create, unchanged on update. */
export class TitleWriteFields {
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Le titre original est trop long (300 caractères maximum).' })
  originalTitle?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Le synopsis est trop long (5000 caractères maximum).' })
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
  @IsIn(VIDEO_QUALITIES as unknown as string[], { message: `Qualité inconnue : choisissez ${oneOf(VIDEO_QUALITIES)}.` })
  quality?: VideoQuality | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE("L'affiche") })
  @MaxLength(2000)
  posterUrl?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La bande-annonce') })
  @MaxLength(2000)
  trailerUrl?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vidéo') })
  @MaxLength(2000)
  videoUrl?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vidéo VF') })
  @MaxLength(2000)
  videoUrlVf?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vidéo VOSTFR') })
  @MaxLength(2000)
  videoUrlVostfr?: string | null;

  @IsOptional()
  @Min(0, { message: 'La note doit être un nombre entre 0 et 5.' })
  @Max(5, { message: 'La note doit être un nombre entre 0 et 5.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'La note doit être un nombre entre 0 et 5.' })
  rating?: number | null;

  @IsOptional()
  @IsBoolean()
  isFeatured?: boolean;

  @IsOptional()
  @IsBoolean()
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
  @Min(1, { message: 'La durée doit être comprise entre 1 et 1000 minutes.' })
  @Max(1000, { message: 'La durée doit être comprise entre 1 et 1000 minutes.' })
  @IsInt({ message: 'La durée doit être un nombre entier de minutes.' })
  durationMinutes?: number | null;

  @IsOptional()
  @Min(0, { message: 'Le budget ne peut pas être négatif.' })
  @IsInt({ message: 'Le budget doit être un nombre entier.' })
  budget?: number | null;

  @IsOptional()
  @Min(0, { message: 'Le box-office ne peut pas être négatif.' })
  @IsInt({ message: 'Le box-office doit être un nombre entier.' })
  boxOffice?: number | null;
}

export class CreateMovieDto extends MovieWriteFields {
  @IsString({ message: 'Le titre est requis.' })
  @Length(1, 300, { message: 'Le titre est requis (300 caractères maximum).' })
  @Matches(/\S/, { message: 'Le titre est requis.' })
  title!: string;
}

export class UpdateMovieDto extends MovieWriteFields {
  @ValidateIf((o: UpdateMovieDto) => o.title !== undefined)
  @IsString({ message: 'Le titre est requis.' })
  @Length(1, 300, { message: 'Le titre est requis (300 caractères maximum).' })
  @Matches(/\S/, { message: 'Le titre est requis.' })
  title?: string;
}

export class CreateGenreDto {
  @IsString({ message: 'Le nom du genre est requis.' })
  @Length(1, 60, { message: 'Le nom du genre est requis (60 caractères maximum).' })
  @Matches(/\S/, { message: 'Le nom du genre est requis.' })
  name!: string;

  @IsIn(GENRE_CATEGORIES as unknown as string[], { message: `Catégorie inconnue : choisissez ${oneOf(GENRE_CATEGORIES)}.` })
  category!: GenreCategory;
}

/** The series / anime form: shared fields plus status and totals (spec 001 section 3). */
export class SeriesWriteFields extends TitleWriteFields {
  @IsOptional()
  @IsIn(SERIES_STATUSES as unknown as string[], { message: `Statut inconnu : choisissez ${oneOf(SERIES_STATUSES)}.` })
  status?: SeriesStatus;

  @IsOptional()
  @Min(0, { message: 'Le nombre de saisons doit être un entier positif.' })
  @Max(1000, { message: 'Le nombre de saisons est trop grand.' })
  @IsInt({ message: 'Le nombre de saisons doit être un entier positif.' })
  totalSeasons?: number | null;

  @IsOptional()
  @Min(0, { message: "Le nombre d'épisodes doit être un entier positif." })
  @Max(100000, { message: "Le nombre d'épisodes est trop grand." })
  @IsInt({ message: "Le nombre d'épisodes doit être un entier positif." })
  totalEpisodes?: number | null;
}

export class CreateSeriesDto extends SeriesWriteFields {
  @IsString({ message: 'Le titre est requis.' })
  @Length(1, 300, { message: 'Le titre est requis (300 caractères maximum).' })
  @Matches(/\S/, { message: 'Le titre est requis.' })
  title!: string;
}

export class UpdateSeriesDto extends SeriesWriteFields {
  @ValidateIf((o: UpdateSeriesDto) => o.title !== undefined)
  @IsString({ message: 'Le titre est requis.' })
  @Length(1, 300, { message: 'Le titre est requis (300 caractères maximum).' })
  @Matches(/\S/, { message: 'Le titre est requis.' })
  title?: string;
}

export class EpisodeIdParam {
  @IsUUID('all', { message: "Identifiant d'épisode invalide." })
  id!: string;
}

/** The episode form (spec 001 section 5): season, episode and title required; duration 45 by default. */
export class EpisodeWriteFields {
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Le synopsis est trop long (5000 caractères maximum).' })
  synopsis?: string | null;

  @IsOptional()
  @Min(1, { message: 'La durée doit être comprise entre 1 et 1000 minutes.' })
  @Max(1000, { message: 'La durée doit être comprise entre 1 et 1000 minutes.' })
  @IsInt({ message: 'La durée doit être un nombre entier de minutes.' })
  durationMinutes?: number | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.' })
  airDate?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vidéo') })
  @MaxLength(2000)
  videoUrl?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vidéo VF') })
  @MaxLength(2000)
  videoUrlVf?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vidéo VOSTFR') })
  @MaxLength(2000)
  videoUrlVostfr?: string | null;

  @IsOptional()
  @IsUrl(HTTP_URL, { message: URL_MESSAGE('La vignette') })
  @MaxLength(2000)
  thumbnailUrl?: string | null;
}

export class CreateEpisodeDto extends EpisodeWriteFields {
  @Min(1, { message: 'La saison doit être un entier supérieur ou égal à 1.' })
  @Max(1000, { message: 'La saison doit être un entier supérieur ou égal à 1.' })
  @IsInt({ message: 'La saison doit être un entier supérieur ou égal à 1.' })
  seasonNumber!: number;

  @Min(1, { message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." })
  @Max(100000, { message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." })
  @IsInt({ message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." })
  episodeNumber!: number;

  @Length(1, 300, { message: "Le titre de l'épisode est requis (300 caractères maximum)." })
  @Matches(/\S/, { message: "Le titre de l'épisode est requis." })
  @IsString({ message: "Le titre de l'épisode est requis." })
  title!: string;
}

export class UpdateEpisodeDto extends EpisodeWriteFields {
  @IsOptional()
  @Min(1, { message: 'La saison doit être un entier supérieur ou égal à 1.' })
  @Max(1000, { message: 'La saison doit être un entier supérieur ou égal à 1.' })
  @IsInt({ message: 'La saison doit être un entier supérieur ou égal à 1.' })
  seasonNumber?: number;

  @IsOptional()
  @Min(1, { message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." })
  @Max(100000, { message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." })
  @IsInt({ message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." })
  episodeNumber?: number;

  @ValidateIf((o: UpdateEpisodeDto) => o.title !== undefined)
  @Length(1, 300, { message: "Le titre de l'épisode est requis (300 caractères maximum)." })
  @Matches(/\S/, { message: "Le titre de l'épisode est requis." })
  @IsString({ message: "Le titre de l'épisode est requis." })
  title?: string;
}

export class UpdateGenreDto {
  @ValidateIf((o: UpdateGenreDto) => o.name !== undefined)
  @IsString({ message: 'Le nom du genre est requis.' })
  @Length(1, 60, { message: 'Le nom du genre est requis (60 caractères maximum).' })
  @Matches(/\S/, { message: 'Le nom du genre est requis.' })
  name?: string;

  @IsOptional()
  @IsIn(GENRE_CATEGORIES as unknown as string[], { message: `Catégorie inconnue : choisissez ${oneOf(GENRE_CATEGORIES)}.` })
  category?: GenreCategory;
}
