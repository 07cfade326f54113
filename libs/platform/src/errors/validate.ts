import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { CommonErrors } from '@streaming/contracts';
import { DomainError } from './domain-error.js';
import { NOT_AN_OBJECT_MESSAGE, unsafeInputMessage } from './input-scan.js';

const FRENCH: Record<string, (path: string) => string> = {
  whitelistValidation: (p) => `Champ inconnu : ${p}`,
  isString: (p) => `${p} doit être une chaîne de caractères`,
  isInt: (p) => `${p} doit être un nombre entier`,
  isNumber: (p) => `${p} doit être un nombre`,
  isBoolean: (p) => `${p} doit valoir true ou false`,
  isEmail: (p) => `${p} doit être une adresse email valide`,
  isUuid: (p) => `${p} doit être un identifiant valide`,
  isIn: (p) => `${p} a une valeur non autorisée`,
  isEnum: (p) => `${p} a une valeur non autorisée`,
  min: (p) => `${p} est trop petit`,
  max: (p) => `${p} est trop grand`,
  minLength: (p) => `${p} est trop court`,
  maxLength: (p) => `${p} est trop long`,
  length: (p) => `${p} a une longueur invalide`,
  isUrl: (p) => `${p} doit être une URL http(s)`,
  matches: (p) => `${p} a un format invalide`,
  isNotEmpty: (p) => `${p} est requis`,
  isDefined: (p) => `${p} est requis`,
};

/**
 * Flattens class-validator errors into French sentences. Messages written in the DTOs (they start
 * with a capital letter) are kept; class-validator's English defaults are replaced.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([key, message]) =>
      /^[A-ZÀ-Ý]/.test(message) ? message : (FRENCH[key]?.(path) ?? `${path} est invalide`),
    );
    return [...own, ...flattenValidationErrors(e.children ?? [], path)];
  });
}

/**
 * Validates a payload against a contract DTO (whitelist, unknown fields refused); throws a 400 DomainError.
 * A NUL character or a lone surrogate anywhere, a reserved member name (__proto__, constructor,
 * prototype) or a payload nested too deep is refused first, whoever sent it: PostgreSQL would answer
 * error 22021 or refuse the event's jsonb, the e-mail validator would throw URIError, the reserved
 * names would be dropped silently and class-transformer would overflow the stack. A payload that is
 * not an object (an array, a number, a string) is refused too.
 */
export async function validateDto<T extends object>(cls: new () => T, plain: unknown): Promise<T> {
  const unsafe = unsafeInputMessage(plain);
  if (unsafe) throw new DomainError('VALIDATION_FAILED', 400, unsafe, { errors: [unsafe] });
  // class-transformer maps an array item by item and leaves a number or a string as it is.
  if (plain !== undefined && plain !== null && (typeof plain !== 'object' || Array.isArray(plain))) {
    throw new DomainError('VALIDATION_FAILED', 400, NOT_AN_OBJECT_MESSAGE, { errors: [NOT_AN_OBJECT_MESSAGE] });
  }
  const instance = plainToInstance(cls, plain ?? {});
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const list = [...new Set(flattenValidationErrors(errors))];
    throw new DomainError('VALIDATION_FAILED', 400, list[0] ?? CommonErrors.VALIDATION_FAILED.message, { errors: list });
  }
  return instance;
}
