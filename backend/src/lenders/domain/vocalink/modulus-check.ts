/**
 * UK sort code and account number validation, as VocaLink's "Validating account numbers" (v9.00)
 * specifies it: MOD10, MOD11 and double-alternate (DBLAL) checks with the weights of valacdos.txt,
 * and exceptions 1–14. Pure functions: the tables are passed in (the shipped ones by default).
 */
import { ModulusTables, WeightRow, rowsFor, vocalinkTables } from './weight-table';

/** 'unchecked': VocaLink has no rule for the sort code, so the details must be presumed valid. */
export type ModulusResult = 'valid' | 'invalid' | 'unchecked';

// Positions in the 14-digit string u v w x y z a b c d e f g h.
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

/** Exception 2: weights for LTSB euro accounts, chosen by a and g. */
const EXC2_WEIGHTS_G_NOT_9 = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXC2_WEIGHTS_G_9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];
/** Exception 8 checks with this sort code; exception 9 re-checks with the other. */
const EXC8_SORT_CODE = '090126';
const EXC9_SORT_CODE = '309634';

const digitsOf = (text: string): number[] => [...text].map(Number);
const digitSum = (n: number): number => [...String(n)].reduce((sum, d) => sum + Number(d), 0);
const zeroUpToB = (weights: readonly number[]): number[] => weights.map((w, i) => (i <= B ? 0 : w));

/** The weights a row uses for this account, after the exceptions that change them (2, 7, 10). */
function weightsFor(row: WeightRow, d: readonly number[]): readonly number[] {
  switch (row.exception) {
    case 2:
      if (d[A] !== 0) return d[G] === 9 ? EXC2_WEIGHTS_G_9 : EXC2_WEIGHTS_G_NOT_9;
      return row.weights;
    case 7:
      return d[G] === 9 ? zeroUpToB(row.weights) : row.weights;
    case 10: {
      const ab = d[A] * 10 + d[B];
      return (ab === 9 || ab === 99) && d[G] === 9 ? zeroUpToB(row.weights) : row.weights;
    }
    default:
      return row.weights;
  }
}

/** One row's check of a 6-digit sort code and 8-digit account number. */
export function runCheck(row: WeightRow, sortCode: string, accountNumber: string): boolean {
  const d = digitsOf(sortCode + accountNumber);
  const weights = weightsFor(row, d);
  const products = d.map((digit, i) => digit * weights[i]);
  if (row.method === 'DBLAL') {
    let total = products.reduce((sum, p) => sum + digitSum(p), 0);
    if (row.exception === 1) total += 27;
    const remainder = total % 10;
    // Exception 5: h is a check digit rather than part of the weighted sum.
    if (row.exception === 5) return remainder === 0 ? d[H] === 0 : 10 - remainder === d[H];
    return remainder === 0;
  }
  const total = products.reduce((sum, p) => sum + p, 0);
  if (row.method === 'MOD10') return total % 10 === 0;
  const remainder = total % 11;
  // Exception 4: the remainder must equal the two-digit check number gh.
  if (row.exception === 4) return remainder === d[G] * 10 + d[H];
  // Exception 5: g is a check digit; a remainder of 1 can never be valid.
  if (row.exception === 5) {
    if (remainder === 0) return d[G] === 0;
    if (remainder === 1) return false;
    return 11 - remainder === d[G];
  }
  return remainder === 0;
}

/** Exception 14: a failed account ending 0, 1 or 9 is re-checked as if shifted right by one digit. */
function exception14Retry(row: WeightRow, sortCode: string, accountNumber: string): boolean {
  if (!['0', '1', '9'].includes(accountNumber[7])) return false;
  return runCheck(row, sortCode, `0${accountNumber.slice(0, 7)}`);
}

/**
 * Checks a 6-digit sort code and an 8-digit account number (digits only; normalise first).
 * Unknown sort codes are 'unchecked', which VocaLink says to treat as valid.
 */
export function checkBankAccount(sortCode: string, accountNumber: string, tables: ModulusTables = vocalinkTables()): ModulusResult {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return 'invalid';
  const rows = rowsFor(tables, sortCode);
  if (rows.length === 0) return 'unchecked';
  const [first, second] = rows;
  const d = digitsOf(sortCode + accountNumber);

  // Exception 6: foreign currency accounts (a = 4..8 and g = h) cannot be checked.
  if (rows.some((r) => r.exception === 6) && d[A] >= 4 && d[A] <= 8 && d[G] === d[H]) return 'unchecked';

  let checkedSortCode = sortCode;
  if (first.exception === 5) checkedSortCode = tables.substitutions.get(sortCode) ?? sortCode;
  if (first.exception === 8) checkedSortCode = EXC8_SORT_CODE;

  const firstPasses = runCheck(first, checkedSortCode, accountNumber);
  const verdict = (ok: boolean): ModulusResult => (ok ? 'valid' : 'invalid');

  if (!second) {
    if (!firstPasses && first.exception === 14) return verdict(exception14Retry(first, checkedSortCode, accountNumber));
    return verdict(firstPasses);
  }
  // Exceptions 2 & 9: a pass is a sterling account; otherwise re-check as a euro account under 309634.
  if (first.exception === 2 && second.exception === 9) {
    return verdict(firstPasses || runCheck(second, EXC9_SORT_CODE, accountNumber));
  }
  // Exceptions 10 & 11, 12 & 13: either check passing is enough.
  if ((first.exception === 10 && second.exception === 11) || (first.exception === 12 && second.exception === 13)) {
    return verdict(firstPasses || runCheck(second, checkedSortCode, accountNumber));
  }
  if (!firstPasses) return 'invalid';
  // Exception 3: when c is 6 or 9 the double-alternate check is skipped.
  if (second.exception === 3 && (d[C] === 6 || d[C] === 9)) return 'valid';
  return verdict(runCheck(second, checkedSortCode, accountNumber));
}

/** True unless VocaLink's rules say the pair cannot exist. */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  return checkBankAccount(sortCode, accountNumber) !== 'invalid';
}
