import { ValidationPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { FAST_BODY_CHECKS, FAST_QUERY_CHECKS } from '@streaming/contracts';
import { flattenValidationErrors } from '@streaming/platform';
import { HttpProblem } from './http-problem.js';

function pipe(enableImplicitConversion: boolean): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const list = [...new Set(flattenValidationErrors(errors))];
      return new HttpProblem(400, 'VALIDATION_FAILED', list[0] ?? 'Les données envoyées sont invalides.', { errors: list });
    },
  });
}

/**
 * Whitelist, unknown fields refused; 400 with the French message. Query strings and path
 * parameters arrive as text and are converted to the DTO's types ('2' -> 2); a JSON body already
 * carries its types and is never converted: a title sent as 12345 or a flag sent as {} is refused
 * with the DTO's message instead of being stored as "12345" or true.
 * The bodies of the hot writes (a progress save, a view) that plainly pass their contract's fast
 * check (FAST_BODY_CHECKS: never more lenient than the DTO) skip class-validator, as do the
 * suggestions' query string (asked at nearly every keystroke) and the results page's
 * (FAST_QUERY_CHECKS); any other goes through it and gets its messages.
 */
export class GatewayValidationPipe implements PipeTransform {
  private readonly text = pipe(true);
  private readonly json = pipe(false);

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const checks = metadata.type === 'body' ? FAST_BODY_CHECKS : metadata.type === 'query' ? FAST_QUERY_CHECKS : undefined;
    const fast = checks && metadata.metatype ? checks.get(metadata.metatype)?.(value) : undefined;
    if (metadata.type !== 'body') return fast ?? this.text.transform(value, metadata);
    return fast ?? this.json.transform(value, metadata);
  }
}

export function createValidationPipe(): GatewayValidationPipe {
  return new GatewayValidationPipe();
}
