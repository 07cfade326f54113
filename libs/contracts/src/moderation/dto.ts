import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageQuery } from '../catalogue/dto/list-queries.js';
import { ToBoolean } from '../catalogue/dto/decorators.js';
import { CONTACT_CATEGORIES } from '../identity/dto.js';
import {
  PROBLEM_TYPES, REPORT_CONTENT_TYPES, REPORT_STATUSES, REQUEST_CONTENT_TYPES, REQUEST_STATUSES, REQUEST_YEAR_MAX, REQUEST_YEAR_MIN,
  type ProblemType, type ReportContentType, type ReportStatus, type RequestContentType, type RequestStatus,
} from './types.js';

/** Blank text becomes undefined (an optional field left empty is not stored as ''). */
function TrimOrUndefined() {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
}

export const NOTES_MAX = 2000;

/** `POST /api/reports`: the title is taken from the catalogue, never from the browser. */
export class CreateReportDto {
  @IsIn(REPORT_CONTENT_TYPES, { message: 'Type de contenu inconnu : choisissez movie, series ou episode.' })
  contentType!: ReportContentType;

  @IsUUID('all', { message: 'Identifiant de contenu invalide.' })
  contentId!: string;

  @IsIn(PROBLEM_TYPES, { message: 'Veuillez sélectionner le type de problème' })
  problemType!: ProblemType;

  @IsOptional()
  @TrimOrUndefined()
  @IsString({ message: 'La description doit être un texte (2000 caractères maximum).' })
  @MaxLength(2000, { message: 'La description doit être un texte (2000 caractères maximum).' })
  description?: string;
}

/** `POST /api/requests`. */
export class CreateRequestDto {
  @IsIn(REQUEST_CONTENT_TYPES, { message: 'Type de contenu inconnu : choisissez movie ou series.' })
  contentType!: RequestContentType;

  @TrimOrUndefined()
  @IsString({ message: 'Le titre est requis (200 caractères maximum).' })
  @Length(1, 200, { message: 'Le titre est requis (200 caractères maximum).' })
  title!: string;

  @IsOptional()
  @Min(REQUEST_YEAR_MIN, { message: `L'année doit être comprise entre ${REQUEST_YEAR_MIN} et ${REQUEST_YEAR_MAX}.` })
  @Max(REQUEST_YEAR_MAX, { message: `L'année doit être comprise entre ${REQUEST_YEAR_MIN} et ${REQUEST_YEAR_MAX}.` })
  @IsInt({ message: `L'année doit être un nombre entier entre ${REQUEST_YEAR_MIN} et ${REQUEST_YEAR_MAX}.` })
  year?: number;

  @IsOptional()
  @TrimOrUndefined()
  @IsString({ message: 'La description doit être un texte (2000 caractères maximum).' })
  @MaxLength(2000, { message: 'La description doit être un texte (2000 caractères maximum).' })
  description?: string;

  @IsOptional()
  @TrimOrUndefined()
  @IsString({ message: 'Le réalisateur doit être un texte (200 caractères maximum).' })
  @MaxLength(200, { message: 'Le réalisateur doit être un texte (200 caractères maximum).' })
  director?: string;

  @IsOptional()
  @TrimOrUndefined()
  @IsString({ message: 'Le genre doit être un texte (100 caractères maximum).' })
  @MaxLength(100, { message: 'Le genre doit être un texte (100 caractères maximum).' })
  genre?: string;
}

/** `GET /api/admin/reports`. */
export class AdminReportsQuery extends PageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'La recherche est trop longue (200 caractères maximum).' })
  search?: string;

  @IsOptional()
  @IsIn(['all', ...REPORT_STATUSES], { message: 'Statut inconnu.' })
  status?: ReportStatus | 'all';

  @IsOptional()
  @IsIn(['all', ...REPORT_CONTENT_TYPES], { message: 'Type de contenu inconnu.' })
  contentType?: ReportContentType | 'all';

  /**
   * Set by the gateway, never by the browser: members whose address contains `search` (identity's
   * answer), so the text search covers the reporter's e-mail without moderation storing it.
   */
  @IsOptional()
  @IsUUID('all', { each: true })
  reporterIds?: string[];
}

/** `PATCH /api/admin/reports/:id`. */
export class UpdateReportDto {
  @IsIn(REPORT_STATUSES, { message: 'Statut inconnu.' })
  status!: ReportStatus;

  @IsOptional()
  @IsString({ message: `La note doit être un texte (${NOTES_MAX} caractères maximum).` })
  @MaxLength(NOTES_MAX, { message: `La note doit être un texte (${NOTES_MAX} caractères maximum).` })
  adminNotes?: string;
}

/** `GET /api/admin/requests`. */
export class AdminRequestsQuery extends PageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'La recherche est trop longue (200 caractères maximum).' })
  search?: string;

  @IsOptional()
  @IsIn(['all', ...REQUEST_STATUSES], { message: 'Statut inconnu.' })
  status?: RequestStatus | 'all';

  @IsOptional()
  @IsIn(['all', ...REQUEST_CONTENT_TYPES], { message: 'Type de contenu inconnu.' })
  contentType?: RequestContentType | 'all';
}

/**
 * `PATCH /api/admin/requests/:id`: a status change, a note, or both. 'completed' names the catalogue
 * title that fulfils the request (`fulfilledById`, of the request's own type).
 */
export class UpdateRequestDto {
  @IsOptional()
  @IsIn(REQUEST_STATUSES, { message: 'Statut inconnu.' })
  status?: RequestStatus;

  @IsOptional()
  @IsString({ message: `La note doit être un texte (${NOTES_MAX} caractères maximum).` })
  @MaxLength(NOTES_MAX, { message: `La note doit être un texte (${NOTES_MAX} caractères maximum).` })
  adminNotes?: string;

  @ValidateIf((dto: UpdateRequestDto) => dto.status === 'completed' || dto.fulfilledById !== undefined)
  @IsUUID('all', { message: 'Choisissez le titre du catalogue qui répond à la demande.' })
  fulfilledById?: string;
}

const POPUP_TITLE_MESSAGE = 'Le titre est requis (200 caractères maximum).';
const POPUP_CONTENT_MESSAGE = 'Le contenu est requis (5000 caractères maximum).';

/** `POST /api/admin/popups` and `PATCH /api/admin/popups/:id`. */
export class SavePopupDto {
  @IsString({ message: POPUP_TITLE_MESSAGE })
  @Length(1, 200, { message: POPUP_TITLE_MESSAGE })
  @Matches(/\S/, { message: POPUP_TITLE_MESSAGE })
  title!: string;

  @IsString({ message: POPUP_CONTENT_MESSAGE })
  @Length(1, 5000, { message: POPUP_CONTENT_MESSAGE })
  @Matches(/\S/, { message: POPUP_CONTENT_MESSAGE })
  content!: string;

  @IsBoolean({ message: 'Le champ « actif » doit valoir true ou false.' })
  isActive!: boolean;
}

/** `GET /api/admin/contact`. */
export class AdminContactQuery extends PageQuery {
  @IsOptional()
  @IsIn(['all', ...CONTACT_CATEGORIES], { message: 'Catégorie invalide.' })
  category?: (typeof CONTACT_CATEGORIES)[number] | 'all';

  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Le champ « traité » doit valoir true ou false.' })
  handled?: boolean;
}

/** `PATCH /api/admin/contact/:id`. */
export class UpdateContactDto {
  @IsBoolean({ message: 'Le champ « traité » doit valoir true ou false.' })
  handled!: boolean;
}

/** `:id` of the admin routes. */
export class ModerationIdParam {
  @IsUUID('all', { message: 'Identifiant invalide.' })
  id!: string;
}
