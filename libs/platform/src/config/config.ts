import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ConfigError } from './config-error.js';

/** Variables whose value never appears in an error message. */
const SECRET_NAME = /SECRET|PASSWORD|KEYS?$|CREDS/;

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => {
    const constraints = Object.values(e.constraints ?? {});
    const value = e.value === undefined ? 'missing' : SECRET_NAME.test(e.property) ? 'value hidden' : `got ${JSON.stringify(e.value).replace(/(:\/\/[^:@/]*:)[^@/]*@/g, '$1***@')}`;
    return constraints.length ? [`${e.property}: ${constraints.join('; ')} (${value})`] : describe(e.children ?? []);
  });
}

/**
 * Reads the environment once into a typed, validated object. Class properties carry their defaults;
 * a bad or missing variable throws a ConfigError naming it, which stops the start.
 */
export function loadConfig<T extends object>(envClass: new () => T, source: NodeJS.ProcessEnv = process.env): T {
  const defaults = new envClass() as Record<string, unknown>;
  const raw: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const v = source[key];
    if (v === undefined || v === '') continue;
    // Types follow the defaults: numbers and booleans are converted, anything unparsable stays a string and fails validation.
    const d = defaults[key];
    raw[key] = typeof d === 'number' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : typeof d === 'boolean' && /^(true|false|1|0)$/.test(v) ? v === 'true' || v === '1' : v;
  }
  const instance = plainToInstance(envClass, raw);
  const errors = validateSync(instance, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length) throw new ConfigError(describe(errors));
  return instance;
}
