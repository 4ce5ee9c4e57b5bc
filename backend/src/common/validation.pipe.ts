import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error';

/**
 * Keys class-transformer silently skips or turns into a prototype, and every name an object
 * inherits (`toString`, `valueOf`, `hasOwnProperty`, `__defineGetter__`…), which a plain-object
 * lookup would find on any body: the whitelist never sees them, so they are refused like any other
 * unknown field.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype', ...Object.getOwnPropertyNames(Object.prototype)]);
/** The deepest real body is an order line's field (3); class-transformer recurses with no limit. */
const MAX_DEPTH = 10;
/** Half of a UTF-16 surrogate pair on its own: not text, and validators that encode it throw. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What class-transformer and the validators cannot be trusted with, checked before they run:
 * prototype keys, deep nesting (a stack overflow) and broken Unicode (a URIError in isEmail).
 * Iterative, so the check itself cannot overflow the stack.
 */
export function unsafeInputProblem(input: unknown): AppError | null {
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: input, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, path, depth } = item;
    if (typeof node === 'string' && LONE_SURROGATE.test(node)) {
      return AppError.invalid(`'${path}' contains characters that are not valid text.`, 'INVALID_TEXT');
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_DEPTH) return AppError.invalid('The request is nested too deeply.', 'NESTED_TOO_DEEPLY');
    for (const key of Object.keys(node)) {
      const field = path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key) || LONE_SURROGATE.test(key)) {
        return AppError.invalid(`Unknown field '${field}' - it is not part of this request.`, 'UNKNOWN_FIELD');
      }
      stack.push({ node: (node as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return null;
}

/** The global pipe: the unsafe-input check, then class-validator for every DTO. */
class SafeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (this.toValidate(metadata)) {
      const problem = unsafeInputProblem(value);
      if (problem) throw problem;
    }
    return super.transform(value, metadata);
  }
}

/**
 * Presence and type come before content: a missing name says 'required', not 'too long', whatever
 * order the decorators were written in.
 */
const PRIORITY = [
  'isDefined',
  'isNotEmpty',
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isArray',
  'isObject',
  'arrayMinSize',
  'isIn',
  'isEnum',
];
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
 * Rejects unknown fields, converts nothing silently, and answers with the form's own message (contracts/src/messages.ts) for the
 * first problem found, so a form shows the same text the API sends.
 */
export function createValidationPipe(): ValidationPipe {
  return new SafeValidationPipe({
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
