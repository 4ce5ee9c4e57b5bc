import { ValidationArguments, ValidationOptions, registerDecorator } from 'class-validator';
import {
  type AddressField,
  CHECKOUT_MESSAGES,
  TEXT_LIMITS,
  addressPartProblem,
  normalisePostcode,
  parseDeliveryAddress,
} from '@dw/contracts';

/** The address's parts, as the shop's checkout sends them. */
const PARTS: readonly AddressField[] = ['addressLine1', 'addressLine2', 'town', 'postcode'];

type AddressBody = Partial<Record<AddressField | 'deliveryAddress', unknown>>;

/** True when the body sends the address as parts (any of them). */
export const sendsParts = (o: AddressBody) => PARTS.some((part) => o[part] !== undefined);

/** The one-text address with its trailing postcode normalised; what is not an address is left for the check to refuse. */
export const normaliseAddressText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const parsed = parseDeliveryAddress(value);
  return 'address' in parsed ? parsed.address : value.trim();
};

/** A postcode as Royal Mail writes it ('sw1a1aa' → 'SW1A 1AA'); anything else trimmed, for the check to refuse. */
export const normalisePostcodeValue = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (normalisePostcode(value) ?? value.trim()) : value;

/**
 * The original API's single `deliveryAddress`: sent alone, it must end with a UK postcode after the street
 * and town; sent with the parts, it is refused (the address would be said twice).
 */
export function IsDeliveryAddressText(options?: ValidationOptions): PropertyDecorator {
  const problem = (value: unknown, object: object): string | null => {
    if (sendsParts(object)) return CHECKOUT_MESSAGES.addressTwice;
    if (typeof value !== 'string') return CHECKOUT_MESSAGES.addressWithoutPostcode;
    // Too long is MaxLength's to say.
    if (value.length > TEXT_LIMITS.address.max) return null;
    const parsed = parseDeliveryAddress(value);
    return 'problem' in parsed ? parsed.problem : null;
  };
  return (target, propertyName) =>
    registerDecorator({
      name: 'isDeliveryAddressText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: (args: ValidationArguments) => problem(args.value, args.object) ?? '', ...options },
      validator: { validate: (value: unknown, args?: ValidationArguments) => problem(value, args?.object ?? {}) === null },
    });
}

/** One part of the address, by the checkout form's rule (contracts/src/address.ts). */
export function IsAddressPart(part: AddressField, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAddressPart',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: (args: ValidationArguments) => addressPartProblem(part, String(args.value)) ?? '', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && addressPartProblem(part, value) === null },
    });
}
