import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error';

/**
 * Presence and type come before content: a missing name says 'required', not 'too long', whatever
 * order the decorators were written in.
 */
const PRIORITY = ['isDefined', 'isNotEmpty', 'isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject', 'arrayMinSize', 'isIn', 'isEnum'];
const rank = (name: string) => {
  const i = PRIORITY.indexOf(name);
  return i === -1 ? PRIORITY.length : i;
};

/** Depth-first: the most basic message of the first failing field, in declaration order. */
function firstMessage(errors: readonly ValidationError[], path = ''): { message: string; unknown: boolean } | null {
  for (const error of errors) {
    const field = path ? `${path}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      return { message: `Unknown field '${field}' - it is not part of this request.`, unknown: true };
    }
    const keys = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
    if (keys.length > 0) return { message: constraints[keys[0]], unknown: false };
    const nested = firstMessage(error.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

/**
 * Rejects unknown fields, converts nothing silently, and answers with the spec's message for the
 * first problem found, so a form shows the same text the API sends.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const first = firstMessage(errors);
      if (!first) return AppError.invalid('The request is not valid.');
      return AppError.invalid(first.message, first.unknown ? 'UNKNOWN_FIELD' : 'VALIDATION_FAILED');
    },
  });
}
