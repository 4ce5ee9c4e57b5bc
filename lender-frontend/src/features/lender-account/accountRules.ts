import { LENDER_MESSAGES, TEXT_LIMITS, isBacsAccountName, isEmailAddress, isPhoneNumber, type LenderAccountInput } from '@dw/contracts';
import { sortCodeDigits } from './bankFormat';

/** The step-1 form as typed; agreedToTerms stays in the form and is never sent. */
export interface AccountFormValues extends LenderAccountInput {
  agreedToTerms: boolean;
}

export type AccountField = keyof AccountFormValues;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const EMPTY_ACCOUNT: AccountFormValues = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  bankAccountName: '',
  sortCode: '',
  accountNumber: '',
  agreedToTerms: false,
};

const SORT_CODE = /^\d{2}-?\d{2}-?\d{2}$/;
const ACCOUNT_NUMBER = /^\d{8}$/;

/** The account form's rules, with the messages the API also uses. */
export function validateAccount(v: AccountFormValues): AccountErrors {
  const errors: AccountErrors = {};
  if (v.fullName.trim().length < TEXT_LIMITS.name.min) errors.fullName = LENDER_MESSAGES.fullName;
  if (!isEmailAddress(v.email)) errors.email = LENDER_MESSAGES.email;
  if (!isPhoneNumber(v.phone)) errors.phone = LENDER_MESSAGES.phone;
  if (v.address.trim().length < TEXT_LIMITS.address.min) errors.address = LENDER_MESSAGES.address;
  Object.assign(errors, validateBankDetails(v));
  if (!v.agreedToTerms) errors.agreedToTerms = LENDER_MESSAGES.agreedToTerms;
  return errors;
}

export type BankDetailsValues = Pick<LenderAccountInput, 'bankAccountName' | 'sortCode' | 'accountNumber'>;

/** The bank account's rules: step 1 and the lender area's "change bank details" share them. */
export function validateBankDetails(v: BankDetailsValues): Partial<Record<keyof BankDetailsValues, string>> {
  const errors: Partial<Record<keyof BankDetailsValues, string>> = {};
  if (!isBacsAccountName(v.bankAccountName)) errors.bankAccountName = LENDER_MESSAGES.bankAccountName;
  if (!SORT_CODE.test(v.sortCode.trim())) errors.sortCode = LENDER_MESSAGES.sortCode;
  if (!ACCOUNT_NUMBER.test(v.accountNumber.trim())) errors.accountNumber = LENDER_MESSAGES.accountNumber;
  return errors;
}

/** The request body: trimmed text, sort code without hyphens. */
export function toLenderAccountInput(v: AccountFormValues): LenderAccountInput {
  return {
    fullName: v.fullName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    address: v.address.trim(),
    bankAccountName: v.bankAccountName.trim(),
    sortCode: sortCodeDigits(v.sortCode),
    accountNumber: v.accountNumber.trim(),
  };
}
