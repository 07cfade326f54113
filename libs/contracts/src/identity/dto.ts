import {
  ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Length, Matches, MaxLength, MinLength,
} from 'class-validator';
import { PageNumber, PageSize, TrimToUndefined } from '../catalogue/dto/decorators.js';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export class LoginDto {
  @IsEmail({}, { message: 'Adresse email invalide.' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @IsString({ message: 'Le mot de passe est requis.' })
  @Length(1, PASSWORD_MAX, { message: 'Le mot de passe est requis.' })
  password!: string;
}

export class RegisterDto {
  @IsEmail({}, { message: 'Adresse email invalide.' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @IsString()
  @MinLength(PASSWORD_MIN, { message: 'Le mot de passe doit contenir au moins 6 caractères' })
  @MaxLength(PASSWORD_MAX, { message: 'Le mot de passe est trop long (128 caractères maximum).' })
  password!: string;

  @IsString()
  @Length(10, 2000)
  captchaToken!: string;

  @IsString({ message: 'Réponse au captcha incorrecte. Veuillez réessayer.' })
  @Length(1, 100, { message: 'Réponse au captcha incorrecte. Veuillez réessayer.' })
  captchaAnswer!: string;

  @IsOptional()
  @IsString()
  @Length(4, 64)
  referralKey?: string;
}

export class ForgotPasswordDto {
  @IsEmail({}, { message: 'Adresse email invalide.' })
  @MaxLength(EMAIL_MAX)
  email!: string;
}

/** What a reset link that cannot be used says, whatever is wrong with it (spec section 8). */
const RESET_LINK_INVALID = 'Lien de réinitialisation invalide ou expiré';

/** The token of a reset link, as the reset page reads it: checked when the page opens, then sent with the new password. */
export class ResetLinkDto {
  @IsString({ message: RESET_LINK_INVALID })
  @Length(10, 200, { message: RESET_LINK_INVALID })
  token!: string;
}

export class ResetPasswordDto extends ResetLinkDto {
  @IsString()
  @MinLength(PASSWORD_MIN, { message: 'Le mot de passe doit contenir au moins 6 caractères' })
  @MaxLength(PASSWORD_MAX)
  password!: string;
}

export class ConfirmEmailDto {
  @IsString()
  @Length(10, 200)
  token!: string;
}

export class ChangeEmailDto {
  @IsEmail({}, { message: 'Adresse email invalide.' })
  @MaxLength(EMAIL_MAX, { message: 'Adresse email invalide.' })
  email!: string;

  /** The owner proves it is them: a stolen session alone cannot move the account to another address. */
  @IsString({ message: 'Le mot de passe actuel est requis.' })
  @Length(1, PASSWORD_MAX, { message: 'Le mot de passe actuel est requis.' })
  currentPassword!: string;
}

/** The link mailed to the old address when a change of address is asked. */
export class CancelEmailChangeDto {
  @IsString({ message: "Lien d'annulation invalide." })
  @Length(10, 200, { message: "Lien d'annulation invalide." })
  token!: string;
}

export class ChangePasswordDto {
  @IsString({ message: 'Le mot de passe actuel est requis.' })
  @Length(1, PASSWORD_MAX, { message: 'Le mot de passe actuel est requis.' })
  currentPassword!: string;

  @IsString()
  @MinLength(PASSWORD_MIN, { message: 'Le nouveau mot de passe doit contenir au moins 6 caractères' })
  @MaxLength(PASSWORD_MAX)
  newPassword!: string;
}

export const BAN_DURATIONS = [0, 1, 3, 7, 14, 30, 90, 365] as const;

export class BanUserDto {
  @IsString({ message: 'Veuillez indiquer une raison pour le bannissement' })
  @Length(1, 500, { message: 'Veuillez indiquer une raison pour le bannissement' })
  reason!: string;

  /** 0 is a permanent ban. */
  @IsInt()
  @IsIn(BAN_DURATIONS, { message: 'Durée de bannissement invalide (0, 1, 3, 7, 14, 30, 90 ou 365 jours).' })
  days!: number;
}

export class SetAdminDto {
  @IsBoolean()
  isAdmin!: boolean;
}

export class UserIdParam {
  @IsUUID('all', { message: 'Identifiant utilisateur invalide.' })
  id!: string;
}

export class ListUsersQuery {
  @IsOptional()
  @PageNumber()
  page?: number;

  @IsOptional()
  @PageSize(200)
  pageSize?: number;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  search?: string;

  @IsOptional()
  @IsIn(['all', 'admin', 'regular', 'recent', 'active'])
  filter?: 'all' | 'admin' | 'regular' | 'recent' | 'active';
}

/** Most ids `identity.users.emails` answers at once (a page of an admin list). */
export const USER_EMAILS_MAX = 200;
/** Most ids `identity.users.match_email` answers (the newest accounts first). */
export const EMAIL_MATCH_MAX = 1000;

/** `identity.users.emails`: the members of an admin page, by id. */
export class UserEmailsQuery {
  @IsArray({ message: 'La liste des utilisateurs est requise.' })
  @ArrayMaxSize(USER_EMAILS_MAX, { message: `Au plus ${USER_EMAILS_MAX} utilisateurs à la fois.` })
  @IsUUID('all', { each: true, message: 'Identifiant utilisateur invalide.' })
  ids!: string[];
}

const EMAIL_SEARCH_MESSAGE = `Le texte recherché dans les adresses est requis (${EMAIL_MAX} caractères maximum).`;

/** `identity.users.match_email`: a piece of an address, matched anywhere in it, case aside. */
export class EmailMatchQuery {
  @IsString({ message: EMAIL_SEARCH_MESSAGE })
  @Length(1, EMAIL_MAX, { message: EMAIL_SEARCH_MESSAGE })
  @Matches(/\S/, { message: EMAIL_SEARCH_MESSAGE })
  search!: string;
}

export const ADMIN_MAIL_SUBJECT_MAX = 200;
export const ADMIN_MAIL_MESSAGE_MAX = 10000;
const ADMIN_MAIL_SUBJECT_MESSAGE = `L'objet est requis (${ADMIN_MAIL_SUBJECT_MAX} caractères maximum, sur une ligne).`;
const ADMIN_MAIL_MESSAGE_MESSAGE = `Le message est requis (${ADMIN_MAIL_MESSAGE_MAX} caractères maximum).`;

/** A mail an admin writes to a member from the back office (POST /api/admin/users/:id/email). */
export class AdminMailDto {
  @IsString({ message: ADMIN_MAIL_SUBJECT_MESSAGE })
  @Length(1, ADMIN_MAIL_SUBJECT_MAX, { message: ADMIN_MAIL_SUBJECT_MESSAGE })
  @Matches(/\S/, { message: ADMIN_MAIL_SUBJECT_MESSAGE })
  @Matches(/^[^\r\n]*$/, { message: ADMIN_MAIL_SUBJECT_MESSAGE })
  subject!: string;

  @IsString({ message: ADMIN_MAIL_MESSAGE_MESSAGE })
  @Length(1, ADMIN_MAIL_MESSAGE_MAX, { message: ADMIN_MAIL_MESSAGE_MESSAGE })
  @Matches(/\S/, { message: ADMIN_MAIL_MESSAGE_MESSAGE })
  message!: string;
}

/** Rows per page of the audit log when the caller names no size, and at most. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
const AUDIT_DATE_MESSAGE = (which: string) => `La date de ${which} doit être une date ISO 8601 (AAAA-MM-JJ, ou avec l'heure).`;

/**
 * GET /api/admin/audit's filters. `actor`: the admin's id, or a part of their address. `action`:
 * `<target>.<verb>` (user.ban, movie.update…). `target`: a target's id, or a target type (user,
 * movie…). `from`/`to`: ISO 8601 dates or date-times, a date alone meaning its whole day (UTC).
 */
export class AuditQuery {
  @IsOptional()
  @PageNumber()
  page?: number;

  @IsOptional()
  @PageSize(AUDIT_PAGE_SIZE_MAX)
  pageSize?: number;

  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: "L'auteur doit être un identifiant ou une partie d'adresse email (254 caractères maximum)." })
  @MaxLength(EMAIL_MAX, { message: "L'auteur doit être un identifiant ou une partie d'adresse email (254 caractères maximum)." })
  actor?: string;

  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: "Action invalide : écrivez-la comme cible.verbe (user.ban, movie.update…)." })
  @Matches(/^[a-z_]{1,30}\.[a-z_]{1,30}$/, { message: "Action invalide : écrivez-la comme cible.verbe (user.ban, movie.update…)." })
  action?: string;

  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: 'Cible invalide : indiquez son identifiant ou son type (user, movie, series…).' })
  @Matches(/^(?:[a-z_]{1,30}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, {
    message: 'Cible invalide : indiquez son identifiant ou son type (user, movie, series…).',
  })
  target?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: AUDIT_DATE_MESSAGE('début') })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: AUDIT_DATE_MESSAGE('fin') })
  to?: string;
}

export const CONTACT_CATEGORIES = ['technique', 'compte', 'suggestion', 'partenariat', 'autre'] as const;

export class ContactDto {
  @IsEmail({}, { message: 'Adresse email invalide.' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @IsIn(CONTACT_CATEGORIES, { message: 'Catégorie invalide.' })
  category!: (typeof CONTACT_CATEGORIES)[number];

  @IsString({ message: 'Le sujet est requis (150 caractères maximum).' })
  @Length(1, 150, { message: 'Le sujet est requis (150 caractères maximum).' })
  @Matches(/\S/, { message: 'Le sujet est requis (150 caractères maximum).' })
  subject!: string;

  @IsString({ message: 'Le message est requis (5000 caractères maximum).' })
  @Length(1, 5000, { message: 'Le message est requis (5000 caractères maximum).' })
  @Matches(/\S/, { message: 'Le message est requis (5000 caractères maximum).' })
  message!: string;
}
