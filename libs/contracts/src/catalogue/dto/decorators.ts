import { Transform } from 'class-transformer';
import {
  IsIn, IsInt, IsString, IsUrl, Length, Matches, Max, MaxLength, Min, registerDecorator, ValidateIf, type ValidationArguments,
} from 'class-validator';
import { GENRE_CATEGORIES, PAGE_MAX, SERIES_SORTS } from '../types.js';
import { GENRE_NAME_MAX_LENGTH, GENRE_NAME_REQUIRED, GENRE_NAME_TOO_LONG } from '../genre-rules.js';

/**
 * Applies property decorators as if they were written one above the other, in this order
 * (TypeScript runs stacked decorators bottom-up). The order sets which message a failing field
 * reports first, so every shared field below keeps the order it had when written out.
 */
export function Compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
}

/**
 * Query strings arrive as text: 'true'/'false' become booleans (implicit conversion would turn
 * 'false' into true), anything else is left as is and refused by @IsBoolean.
 */
export function ToBoolean() {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return raw;
  });
}

/** Trims text filters; a blank one counts as absent. */
export function TrimToUndefined() {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    if (typeof raw !== 'string') return raw;
    const t = raw.trim();
    return t === '' ? undefined : t;
  });
}

/**
 * May be left out (the default on create, unchanged on update), but never null: the column is NOT
 * NULL. @IsOptional would let null through to PostgreSQL; here null meets the field's own rules
 * and gets their French message.
 */
export const OptionalNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/**
 * A field a caller may not send (the service computes it): any value, null included, is refused
 * with `message`; absent is fine. Being decorated, the field is not "Champ inconnu" either.
 */
export function Refused(message: string) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'refused',
      target: object.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => value === undefined },
    });
}

/** Blank text ('' or spaces: an emptied form field) becomes null; anything else is left as is. */
export function BlankToNull() {
  return Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    return typeof raw === 'string' && raw.trim() === '' ? null : raw;
  });
}

/** The largest whole amount a JSON number carries exactly (2^53 - 1), below PostgreSQL's bigint limit. */
export const MAX_EXACT_INTEGER = Number.MAX_SAFE_INTEGER;

/** yearTo must not be before yearFrom. */
export function NotBefore(property: string, message: string) {
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

export const oneOf = (values: readonly string[]) => values.join(', ');

/** One of a closed list of values, refused with "<label> inconnu(e) : choisissez a, b, c." */
export const OneOf = (values: readonly string[], message: string) =>
  IsIn(values, { message: `${message} : choisissez ${oneOf(values)}.` });

/** An integer between min and max with one message for every failure. */
export const IntBetween = (min: number, max: number, message: string) =>
  Compose(Min(min, { message }), Max(max, { message }), IsInt({ message }));

const PAGE_NUMBER_MESSAGE = 'La page doit être un nombre entier supérieur ou égal à 1.';

/** A list's page number: 1 to PAGE_MAX. */
export const PageNumber = () =>
  Compose(Min(1, { message: PAGE_NUMBER_MESSAGE }), Max(PAGE_MAX, { message: `La page demandée est trop grande (${PAGE_MAX} au maximum).` }), IsInt({ message: PAGE_NUMBER_MESSAGE }));

/** A list's page size: 1 to `max`. */
export const PageSize = (max: number) => IntBetween(1, max, `La taille de page doit être un nombre entier entre 1 et ${max}.`);

/** 'movie' or 'series', as a filter. */
export const ContentKindFilter = () => IsIn(['movie', 'series'], { message: 'Type inconnu : choisissez movie ou series.' });

export const SeriesSortField = () => OneOf(SERIES_SORTS, 'Tri inconnu');

export const GenreCategoryField = () => OneOf(GENRE_CATEGORIES, 'Catégorie inconnue');

export const SLUG_MESSAGE = 'Genre invalide : indiquez son slug (lettres minuscules, chiffres et tirets).';

/** A genre slug; only the message for a value that is not text differs between its uses. */
export const GenreSlug = (notTextMessage: string) =>
  Compose(IsString({ message: notTextMessage }), Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: SLUG_MESSAGE }), MaxLength(80, { message: SLUG_MESSAGE }));

/** The search text (parameter q), required. */
export const SearchText = () =>
  Compose(MaxLength(200, { message: 'La recherche est trop longue (200 caractères maximum).' }), IsString({ message: 'La recherche est requise (paramètre q).' }));

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** An http(s) address of 2000 characters at most; label names it in the message. */
export const HttpUrl = (label: string) =>
  Compose(IsUrl(HTTP_URL, { message: `${label} doit être une adresse http(s) valide.` }), MaxLength(2000));

/** Required, non-blank text of 1 to max characters. */
const RequiredText = (max: number, required: string, tooLong: string) =>
  Compose(IsString({ message: required }), Length(1, max, { message: tooLong }), Matches(/\S/, { message: required }));

/** A film's or a series' title. */
export const TitleText = () => RequiredText(300, 'Le titre est requis.', 'Le titre est requis (300 caractères maximum).');

/** A genre's name. */
export const GenreName = () => RequiredText(GENRE_NAME_MAX_LENGTH, GENRE_NAME_REQUIRED, GENRE_NAME_TOO_LONG);

export const SynopsisText = () =>
  Compose(IsString(), MaxLength(5000, { message: 'Le synopsis est trop long (5000 caractères maximum).' }));

export const DurationMinutes = () =>
  Compose(
    Min(1, { message: 'La durée doit être comprise entre 1 et 1000 minutes.' }),
    Max(1000, { message: 'La durée doit être comprise entre 1 et 1000 minutes.' }),
    IsInt({ message: 'La durée doit être un nombre entier de minutes.' }),
  );
