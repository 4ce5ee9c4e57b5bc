import { bacsAccountName, formatPence } from '@dw/contracts';

/** One transfer in the bank's bulk-payment file, bank details in clear. */
export interface BankFileRow {
  sortCode: string;
  accountNumber: string;
  accountName: string;
  amountPence: number;
  reference: string;
}

export const BANK_FILE_HEADER = ['Sort code', 'Account number', 'Account name', 'Amount', 'Reference'] as const;

/**
 * The transfer's reference as the lender's statement shows it: the shop, the month and the first 8
 * characters of her account id, 18 characters in all, the most a Bacs reference carries.
 */
export function payoutReference(period: string, lenderAccountId: string): string {
  return `DW ${period.replace('-', '')} ${lenderAccountId.slice(0, 8).toUpperCase()}`;
}

/**
 * A cell a spreadsheet will not run and a line-based importer reads as one cell: the text is
 * NFKC-normalised first (so a full-width ＝ ＋ － ＠ is caught as the = + - @ a spreadsheet may make
 * of it), control characters (CR, LF, NUL…) become spaces, text starting with = + - @ gets a leading
 * apostrophe (OWASP's CSV-injection advice); every cell is quoted, quotes doubled.
 */
export function csvCell(value: string): string {
  // eslint-disable-next-line no-control-regex
  const text = value.normalize('NFKC').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The file: a header row, then one row per transfer, CRLF line ends (RFC 4180), amounts in pounds.
 * The account name goes in as the bank takes it (upper-cased Bacs characters, 18 at most), whatever
 * an older account stored.
 */
export function bankFileCsv(rows: readonly BankFileRow[]): string {
  const lines = [
    BANK_FILE_HEADER.map(csvCell).join(','),
    ...rows.map((r) =>
      [r.sortCode, r.accountNumber, bacsAccountName(r.accountName), formatPence(r.amountPence), r.reference].map(csvCell).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
