import { bankFileCsv, csvCell, payoutReference } from './bank-file';

describe('the bank file', () => {
  it('writes a header and one quoted row per transfer, amounts in pounds, names as the bank takes them', () => {
    const csv = bankFileCsv([
      { sortCode: '089999', accountNumber: '66374958', accountName: 'A "Bee" Hart', amountPence: 3363, reference: 'DW 202610 AB12CD34' },
      { sortCode: '200000', accountNumber: '00000001', accountName: 'Jo', amountPence: 5, reference: 'DW 202610 00FF00FF' },
    ]);
    expect(csv).toBe(
      '"Sort code","Account number","Account name","Amount","Reference"\r\n' +
        '"089999","66374958","A BEE HART","33.63","DW 202610 AB12CD34"\r\n' +
        '"200000","00000001","JO","0.05","DW 202610 00FF00FF"\r\n',
    );
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('Ann = Bee')).toBe('"Ann = Bee"');
  });

  it('defuses full-width formula leaders, read after NFKC as a spreadsheet may', () => {
    expect(csvCell('\uff1dHYPERLINK(1)')).toBe('"\'=HYPERLINK(1)"');
    expect(csvCell('\uff0b1')).toBe('"\'+1"');
    expect(csvCell('\uff0d2')).toBe('"\'-2"');
    expect(csvCell('\uff20SUM(A1)')).toBe('"\'@SUM(A1)"');
  });

  it('keeps a cell on its line: CR, LF, NUL and other control characters become spaces', () => {
    expect(csvCell('A\r\n"1","2"')).toBe('"A  ""1"",""2"""');
    expect(csvCell('A\u0000B\u001bC\u0085D')).toBe('"A B C D"');
    expect(csvCell('\tx')).toBe('" x"');
  });

  it('writes a stored name that breaks the Bacs rule as one harmless row', () => {
    const row = { sortCode: '089999', accountNumber: '66374958', amountPence: 100, reference: 'DW 202610 AB12CD34' };
    const lines = bankFileCsv([
      { ...row, accountName: 'A Hart\r\n"000000","99999999","Evil","9999.00"' },
      { ...row, accountName: '\uff0dSUM(1)' },
    ]).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('"089999","66374958","A HART 000000 9999","1.00","DW 202610 AB12CD34"');
    expect(lines[2]).toBe('"089999","66374958","\'-SUM 1","1.00","DW 202610 AB12CD34"');
  });

  it('references the month and the lender in 18 characters', () => {
    const reference = payoutReference('2026-10', 'ab12cd34-0000-4000-8000-000000000000');
    expect(reference).toBe('DW 202610 AB12CD34');
    expect(reference).toHaveLength(18);
  });
});
