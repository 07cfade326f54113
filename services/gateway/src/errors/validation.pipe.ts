import { ValidationPipe } from '@nestjs/common';
import { flattenValidationErrors } from '@streaming/platform';
import { HttpProblem } from './http-problem.js';

/** Whitelist, unknown fields refused, types converted for query strings; 400 with the French message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: true },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const list = [...new Set(flattenValidationErrors(errors))];
      return new HttpProblem(400, 'VALIDATION_FAILED', list[0] ?? 'Les données envoyées sont invalides.', { errors: list });
    },
  });
}
