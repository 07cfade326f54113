import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_PAGE_SIZE_MAX, ADMIN_TITLE_SORTS, type AdminTitleSort } from '../admin.js';
import { TMDB_KINDS, TMDB_QUERY_MAX_LENGTH, TMDB_QUERY_MIN_LENGTH, type TmdbKind } from '../tmdb.js';
import { SERIES_STATUSES, SORT_ORDERS, VIDEO_QUALITIES, type SeriesStatus, type SortOrder, type VideoQuality } from '../types.js';
import { Compose, OneOf, PageNumber, ToBoolean, TrimToUndefined } from './decorators.js';

const ADMIN_PAGE_SIZE_MESSAGE = `La taille de page doit être un nombre entier entre 1 et ${ADMIN_PAGE_SIZE_MAX}.`;
const YEAR_MESSAGE = "L'année doit être un nombre entier entre 1870 et 2100.";

/** A true/false query flag ('true', 'false', '1', '0'). */
const Flag = (message: string) => Compose(ToBoolean(), IsBoolean({ message }));

/**
 * The back office's film table (spec 001 sections 2 and 9): 50 rows a page by default, a search,
 * the collapsible filters and a sort. Paged, searched and filtered by the server.
 */
export class AdminTitleListQuery {
  @IsOptional()
  @PageNumber()
  page?: number;

  /** ADMIN_PAGE_SIZE_DEFAULT (50) when absent. */
  @IsOptional()
  @Min(1, { message: ADMIN_PAGE_SIZE_MESSAGE })
  @Max(ADMIN_PAGE_SIZE_MAX, { message: ADMIN_PAGE_SIZE_MESSAGE })
  @IsInt({ message: ADMIN_PAGE_SIZE_MESSAGE })
  pageSize?: number;

  /** Title, original title or director (accents, case and punctuation aside); blank is no search. */
  @IsOptional()
  @Compose(TrimToUndefined(), IsString({ message: 'La recherche doit être un texte.' }), MaxLength(100, { message: 'La recherche est trop longue (100 caractères maximum).' }))
  search?: string;

  /** A genre's id. */
  @IsOptional()
  @IsUUID('all', { message: 'Identifiant de genre invalide.' })
  genre?: string;

  @IsOptional()
  @Min(1870, { message: YEAR_MESSAGE })
  @Max(2100, { message: YEAR_MESSAGE })
  @IsInt({ message: YEAR_MESSAGE })
  year?: number;

  @IsOptional()
  @OneOf(VIDEO_QUALITIES, 'Qualité inconnue')
  quality?: VideoQuality;

  @IsOptional()
  @Flag('Le filtre « à la une » doit valoir true ou false.')
  featured?: boolean;

  @IsOptional()
  @Flag('Le filtre « nouveau » doit valoir true ou false.')
  isNew?: boolean;

  @IsOptional()
  @OneOf(ADMIN_TITLE_SORTS, 'Tri inconnu')
  sort?: AdminTitleSort;

  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'Ordre inconnu : choisissez asc ou desc.' })
  order?: SortOrder;
}

/** The series and anime tables: the film table's query plus the status filter. */
export class AdminSeriesListQuery extends AdminTitleListQuery {
  @IsOptional()
  @OneOf(SERIES_STATUSES, 'Statut inconnu')
  status?: SeriesStatus;
}

/** Deleting a genre that films or series use needs `confirm=true` (the second confirmation). */
export class GenreDeleteQuery {
  @IsOptional()
  @Flag('La confirmation doit valoir true ou false.')
  confirm?: boolean;
}

const TMDB_QUERY_MESSAGE = `Saisissez au moins ${TMDB_QUERY_MIN_LENGTH} caractères pour la recherche TMDB (${TMDB_QUERY_MAX_LENGTH} au maximum).`;

/** A TMDB lookup: films (movie) or series (tv), at least 2 characters. */
export class TmdbSearchQuery {
  @IsIn(TMDB_KINDS, { message: 'Type TMDB inconnu : choisissez movie ou tv.' })
  kind!: TmdbKind;

  @Compose(TrimToUndefined(), IsString({ message: TMDB_QUERY_MESSAGE }), Length(TMDB_QUERY_MIN_LENGTH, TMDB_QUERY_MAX_LENGTH, { message: TMDB_QUERY_MESSAGE }))
  q!: string;
}

const TMDB_ID_MESSAGE = 'Identifiant TMDB invalide : un nombre entier positif.';

/** One TMDB title: its kind and TMDB's id. */
export class TmdbDetailsParams {
  @IsIn(TMDB_KINDS, { message: 'Type TMDB inconnu : choisissez movie ou tv.' })
  kind!: TmdbKind;

  @Min(1, { message: TMDB_ID_MESSAGE })
  @Max(2_147_483_647, { message: TMDB_ID_MESSAGE })
  @IsInt({ message: TMDB_ID_MESSAGE })
  id!: number;
}
