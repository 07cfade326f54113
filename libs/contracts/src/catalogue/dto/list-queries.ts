import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  LISTING_SECTION_DRAWS, MOVIE_SORTS, PAGE_SIZE_MAX, SERIES_STATUSES, SORT_ORDERS, VIDEO_QUALITIES, YEAR_MAX, YEAR_MIN,
  type ContentKind, type MovieSort, type SeriesSort, type SeriesStatus, type SortOrder, type VideoQuality,
} from '../types.js';
import {
  Compose, ContentKindFilter, GenreSlug, NotBefore, OneOf, PageNumber, SearchText, SeriesSortField, ToBoolean, TrimToUndefined,
} from './decorators.js';

const SECTIONS_DRAW_MESSAGE = `Le tirage des sections à exclure doit être un nombre entier entre 0 et ${LISTING_SECTION_DRAWS - 1}.`;
const PAGE_SIZE_MESSAGE = `La taille de page doit être un nombre entier entre 1 et ${PAGE_SIZE_MAX}.`;

export class PageQuery {
  @IsOptional()
  @PageNumber()
  page?: number;

  @IsOptional()
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}

/** Filters shared by the films, series and genre pages. */
export class CatalogueFilterQuery extends PageQuery {
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'Ordre inconnu : choisissez asc ou desc.' })
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

/** A text filter matched as "contains": trimmed, blank means absent, 100 characters at most. */
const ContainsFilter = (notText: string, tooLong: string) =>
  Compose(TrimToUndefined(), IsString({ message: notText }), MaxLength(100, { message: tooLong }));

/** A true/false query flag ('true', 'false', '1', '0'). */
const BooleanFlag = (message: string) => Compose(ToBoolean(), IsBoolean({ message }));

/**
 * Filters of the films and series lists (spec section 5): the page, year, rating and views filters
 * plus director, country, quality, featured, new and genre. Each list adds its own sort.
 */
abstract class TitleListQuery extends CatalogueFilterQuery {
  @IsOptional()
  @ContainsFilter('Le réalisateur doit être un texte.', 'Le réalisateur recherché est trop long (100 caractères maximum).')
  director?: string;

  @IsOptional()
  @ContainsFilter('Le pays doit être un texte.', 'Le pays recherché est trop long (100 caractères maximum).')
  country?: string;

  @IsOptional()
  @OneOf(VIDEO_QUALITIES, 'Qualité inconnue')
  quality?: VideoQuality;

  @IsOptional()
  @BooleanFlag('Le filtre « à la une » doit valoir true ou false.')
  featured?: boolean;

  @IsOptional()
  @BooleanFlag('Le filtre « nouveau » doit valoir true ou false.')
  isNew?: boolean;

  @IsOptional()
  @GenreSlug('Le genre doit être un slug.')
  genre?: string;

  /**
   * The `draw` of the page's sections (ListingSections): the titles that draw shows are left out,
   * so 'Tous les Films' / 'Toutes les Séries' repeats none of them and its pages stay full.
   */
  @IsOptional()
  @Min(0, { message: SECTIONS_DRAW_MESSAGE })
  @Max(LISTING_SECTION_DRAWS - 1, { message: SECTIONS_DRAW_MESSAGE })
  @IsInt({ message: SECTIONS_DRAW_MESSAGE })
  excludeSections?: number;
}

export class MovieListQuery extends TitleListQuery {
  @IsOptional()
  @OneOf(MOVIE_SORTS, 'Tri inconnu')
  sort?: MovieSort;
}

export class SeriesListQuery extends TitleListQuery {
  @IsOptional()
  @SeriesSortField()
  sort?: SeriesSort;

  @IsOptional()
  @OneOf(SERIES_STATUSES, 'Statut inconnu')
  status?: SeriesStatus;

  /** true: animes only; false: animes left out. */
  @IsOptional()
  @BooleanFlag('Le filtre « animé » doit valoir true ou false.')
  anime?: boolean;
}

export class GenrePageQuery extends CatalogueFilterQuery {
  /** Films and series together; `duration` puts the series (no duration) after the films. */
  @IsOptional()
  @OneOf(MOVIE_SORTS, 'Tri inconnu')
  sort?: MovieSort;

  @IsOptional()
  @ContentKindFilter()
  kind?: ContentKind;
}

export class SearchQuery extends PageQuery {
  @SearchText()
  q!: string;

  @IsOptional()
  @ContentKindFilter()
  kind?: ContentKind;
}

export class SuggestQuery {
  @SearchText()
  q!: string;
}
