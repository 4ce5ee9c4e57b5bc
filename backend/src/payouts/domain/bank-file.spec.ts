import { bankFileCsv, csvCell, payoutReference } from './bank-file';

describe('the bank file', () => {
  it('writes a header and one quoted row per transfer, amounts in pounds', () => {
    const csv = bankFileCsv([
      { sortCode: '089999', accountNumber: '66374958', accountName: 'A "Bee" Hart', amountPence: 3363, reference: 'DW 202610 AB12CD34' },
      { sortCode: '200000', accountNumber: '00000001', accountName: 'Jo', amountPence: 5, reference: 'DW 202610 00FF00FF' },
    ]);
    expect(csv).toBe(
      '"Sort code","Account number","Account name","Amount","Reference"\r\n' +
        '"089999","66374958","A ""Bee"" Hart","33.63","DW 202610 AB12CD34"\r\n' +
        '"200000","00000001","Jo","0.05","DW 202610 00FF00FF"\r\n',
    );
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('Ann = Bee')).toBe('"Ann = Bee"');
  });

  it('references the month and the lender in 18 characters', () => {
    const reference = payoutReference('2026-10', 'ab12cd34-0000-4000-8000-000000000000');
    expect(reference).toBe('DW 202610 AB12CD34');
    expect(reference).toHaveLength(18);
  });
});
