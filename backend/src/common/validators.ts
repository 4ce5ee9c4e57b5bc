import { Transform } from 'class-transformer';
import { ValidationOptions, isEmail, registerDecorator } from 'class-validator';
import { MAX_PRICE_POUNDS, formatPence, hasInvisibleCharacters, isIsoDate, toPence } from '@dw/contracts';
import { AppError } from './app-error';
import { isAcceptedImageUrl } from './image-url';

/** Pence for a money value sent as '45.00' or 45, or null when it is not money. */
export function moneyToPence(value: unknown): number | null {
  if (typeof value === 'number') {
    // 45.1 is fine; 45.123, NaN and Infinity are not money.
    if (!Number.isFinite(value) || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return null;
  } else if (typeof value !== 'string') return null;
  try {
    return toPence(value);
  } catch {
    return null;
  }
}

/**
 * A price in pounds between `minPounds` and MAX_PRICE_POUNDS, sent as a string or a number. The one
 * place money is parsed: a valid amount reaches the service as its two-decimal text ('45.00', the
 * form the money columns and the views use); anything else is left as sent, for the check to refuse.
 */
export function IsMoney(minPounds: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    Transform(({ value }: { value: unknown }) => canonicalMoney(value))(target, propertyName);
    registerDecorator({
      name: 'isMoney',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate(value: unknown) {
          const pence = moneyToPence(value);
          return pence !== null && pence >= minPounds * 100 && pence <= MAX_PRICE_POUNDS * 100;
        },
      },
    });
  };
}

/** '45.00' for 45, '45' or '45.0'; null and undefined stay as they are, and so does what is not money. */
function canonicalMoney(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const pence = moneyToPence(value);
  return pence === null ? value : formatPence(pence);
}

/** A real calendar day written 'YYYY-MM-DD'. */
export function IsDay(message: string, options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isDay',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) },
    });
}

/** An image path under /objects/uploads/ or an https URL (never plain http, never another scheme). */
export function IsImageUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isImageUrl',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length <= 2048 && isAcceptedImageUrl(value),
      },
    });
}

/**
 * The one e-mail check of every DTO that takes an address (checkout, lender sign-up and sign-in,
 * newsletter): class-validator's syntax, and nothing invisible (contracts/src/email-address.ts).
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isEmail',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && isEmail(value) && !hasInvisibleCharacters(value) },
    });
}

/** Trims surrounding whitespace from strings so '   ' counts as empty. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * For routes that read a raw query (a token link): any parameter but `allowed` is refused as the
 * validation pipe refuses unknown fields, so a typo or an injected key never passes silently.
 */
export function onlyQueryParams(query: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(query).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    throw AppError.invalid(`Unknown field '${unknown}' - it is not part of this request.`, 'UNKNOWN_FIELD');
  }
}
