import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { CommonErrors } from '@streaming/contracts';
import { DomainError } from './domain-error.js';

export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? m : m));
    return [...own.map((m) => (/^[A-ZÀ-Ý]/.test(m) ? m : `${path}: ${m}`)), ...flattenValidationErrors(e.children ?? [], path)];
  });
}

/** Validates a payload against a contract DTO (whitelist, unknown fields refused); throws a 400 DomainError. */
export async function validateDto<T extends object>(cls: new () => T, plain: unknown): Promise<T> {
  const instance = plainToInstance(cls, plain ?? {});
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const list = flattenValidationErrors(errors);
    throw new DomainError('VALIDATION_FAILED', 400, list[0] ?? CommonErrors.VALIDATION_FAILED.message, { errors: list });
  }
  return instance;
}
