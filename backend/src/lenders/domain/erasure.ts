/**
 * What a lender account keeps after a data-erasure request (UK GDPR art. 17): its id, status and
 * dates, so their listings, the products made from them and any orders stay intact, while every
 * personal and bank field is blanked and the token can never authorise anything again.
 */
export const ERASED_LENDER_NAME = 'Erased lender';

export interface ErasedLenderFields {
  fullName: string;
  email: string;
  /** Null frees the address for a new account. */
  emailKey: null;
  phone: string;
  address: string;
  bankAccountName: string;
  sortCodeEncrypted: string;
  accountNumberEncrypted: string;
  tokenHash: string;
  /** The admin's words about the person may name them. */
  rejectionReason: null;
  erasedAt: Date;
}

/**
 * `randomHex` must be fresh random hex; the ':' prefix means the stored value can never equal a
 * SHA-256 hex digest, so no token hashes to it.
 */
export function erasedLenderFields(now: Date, randomHex: string): ErasedLenderFields {
  return {
    fullName: ERASED_LENDER_NAME,
    email: '',
    emailKey: null,
    phone: '',
    address: '',
    bankAccountName: '',
    sortCodeEncrypted: '',
    accountNumberEncrypted: '',
    tokenHash: `erased:${randomHex}`.slice(0, 64),
    rejectionReason: null,
    erasedAt: now,
  };
}
