import { ValidationOptions, registerDecorator } from 'class-validator';
import { isIsoDate } from '@dw/contracts';

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
