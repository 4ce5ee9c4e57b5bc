import { checkBankAccount, passesModulusCheck, runCheck } from './modulus-check';
import { WeightRow, parseSubstitutions, parseWeightTable, rowsFor, vocalinkTables } from './weight-table';

/**
 * VocaLink's published test cases (v9.00 specification, as listed by cs278/bank-modulus
 * tests/Spec/VocaLinkV900.fixtures.txt): [description, sort code, account number, valid?].
 */
const VOCALINK_CASES: readonly [string, string, string, boolean][] = [
  ['1 Pass modulus 10 check', '089999', '66374958', true],
  ['2 Pass modulus 11 check', '107999', '88837491', true],
  ['3 Pass modulus 11 and double alternate checks', '202959', '63748472', true],
  ['4 Exception 10 & 11 where first check passes and second check fails', '871427', '46238510', true],
  ['5 Exception 10 & 11 where first check fails and second check passes', '872427', '46238510', true],
  ['6 Exception 10 where ab=09 and g=9: first passes, second fails', '871427', '09123496', true],
  ['7 Exception 10 where ab=99 and g=9: first passes, second fails', '871427', '99123496', true],
  ['8 Exception 3, start of a range: c=6 so the second check is ignored', '820000', '73688637', true],
  ['9 Exception 3, end of a range: c=9 so the second check is ignored', '827999', '73988638', true],
  ['10 Exception 3: c is not 6 or 9, both checks pass', '827101', '28748352', true],
  ['11 Exception 4 where the remainder is equal to the checkdigit', '134020', '63849203', true],
  ['12 Exception 1: 27 added to the total, passes double alternate', '118765', '64371389', true],
  ['13 Exception 6: fails the standard check but is a foreign currency account', '200915', '41011166', true],
  ['14 Exception 5 where the check passes', '938611', '07806039', true],
  ['15 Exception 5 where the check passes with substitution', '938600', '42368003', true],
  ['16 Exception 5 where both checks produce a remainder of 0 and pass', '938063', '55065200', true],
  ['17 Exception 7 where passes but would fail the standard check', '772798', '99345694', true],
  ['18 Exception 8 where the check passes', '086090', '06774744', true],
  ['19 Exception 2 & 9 where the first check passes', '309070', '02355688', true],
  ['20 Exception 2 & 9: first fails, second passes with substitution', '309070', '12345668', true],
  ['21 Exception 2 & 9 where a≠0 and g≠9 and passes', '309070', '12345677', true],
  ['22 Exception 2 & 9 where a≠0 and g=9 and passes', '309070', '99345694', true],
  ['23 Exception 5: first checkdigit correct, second incorrect', '938063', '15764273', false],
  ['24 Exception 5: first checkdigit incorrect, second correct', '938063', '15764264', false],
  ['25 Exception 5: first checkdigit incorrect with a remainder of 1', '938063', '15763217', false],
  ['26 Exception 1 where it fails double alternate check', '118765', '64371388', false],
  ['27 Pass modulus 11 check and fail double alternate check', '203099', '66831036', false],
  ['28 Fail modulus 11 check and pass double alternate check', '203099', '58716970', false],
  ['29 Fail modulus 10 check', '089999', '66374959', false],
  ['30 Fail modulus 11 check', '107999', '88837493', false],
  ['31 Exception 12/13: passes modulus 11 (modulus 10 would fail)', '074456', '12345112', true],
  ['32 Exception 12/13: passes modulus 11 (modulus 10 passes too)', '070116', '34012583', true],
  ['33 Exception 12/13: fails modulus 11 but passes modulus 10', '074456', '11104102', true],
  ['34 Exception 14 where the first check fails and the second check passes', '180002', '00000190', true],
  ['Exception 14 where the first check passes', '180002', '98093517', true],
];

describe('VocaLink modulus check', () => {
  it.each(VOCALINK_CASES)('%s (%s %s)', (_name, sortCode, accountNumber, valid) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(valid);
  });

  it('accepts 089999 / 66374958 and rejects 938063 / 15764273 (the two pairs the API relies on)', () => {
    expect(checkBankAccount('089999', '66374958')).toBe('valid');
    expect(checkBankAccount('938063', '15764273')).toBe('invalid');
  });

  it('presumes a sort code with no rule valid, as VocaLink says', () => {
    expect(checkBankAccount('001100', '12345678')).toBe('unchecked');
    expect(passesModulusCheck('001100', '12345678')).toBe(true);
  });

  it('reports foreign currency accounts (exception 6) as unchecked rather than valid', () => {
    expect(checkBankAccount('200915', '41011166')).toBe('unchecked');
  });

  it('refuses input that is not 6 + 8 digits', () => {
    expect(checkBankAccount('08-99-99', '66374958')).toBe('invalid');
    expect(checkBankAccount('089999', '6637495')).toBe('invalid');
  });

  it('exception 14 only retries accounts ending 0, 1 or 9', () => {
    // 00000190 passes only when shifted; the same digits ending 2 are not retried.
    expect(checkBankAccount('180002', '00000192')).toBe('invalid');
  });
});

describe('modulus methods', () => {
  const row = (method: WeightRow['method'], weights: number[], exception: number | null = null): WeightRow => ({
    start: '000000',
    end: '999999',
    method,
    weights,
    exception,
  });

  it('MOD10 sums digit × weight and needs a multiple of 10', () => {
    const weights = [0, 0, 0, 0, 0, 0, 7, 1, 3, 7, 1, 3, 7, 1];
    // 6·7 + 6·1 + 3·3 + 7·7 + 4·1 + 9·3 + 5·7 + 8·1 = 180
    expect(runCheck(row('MOD10', weights), '089999', '66374958')).toBe(true);
    expect(runCheck(row('MOD10', weights), '089999', '66374959')).toBe(false);
  });

  it('DBLAL adds the digits of each product (14 counts as 1 + 4)', () => {
    const weights = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1];
    // g=7 → 14 → 5; h=5 → 5: total 10
    expect(runCheck(row('DBLAL', weights), '000000', '00000075')).toBe(true);
    // As a plain sum it would be 19
    expect(runCheck(row('MOD10', weights), '000000', '00000075')).toBe(false);
  });

  it('MOD11 needs a multiple of 11', () => {
    const weights = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(runCheck(row('MOD11', weights), '000000', '00000000')).toBe(true);
    expect(runCheck(row('MOD11', weights), '000000', '00000001')).toBe(false);
  });
});

describe('VocaLink tables', () => {
  it('parses every row of the shipped weight table and the substitution table', () => {
    const tables = vocalinkTables();
    expect(tables.rows.length).toBeGreaterThan(1000);
    expect(tables.rows.every((r) => r.weights.length === 14)).toBe(true);
    expect(tables.substitutions.get('938600')).toBe('938611');
  });

  it('finds the two rows of a two-check range in table order', () => {
    const rows = rowsFor(vocalinkTables(), '309070');
    expect(rows.map((r) => r.exception)).toEqual([2, 9]);
  });

  it('fails loudly on a malformed table', () => {
    expect(() => parseWeightTable('089000 089999 MOD12 0 0 0 0 0 0 7 1 3 7 1 3 7 1')).toThrow(/line 1/);
    expect(() => parseWeightTable('089000 089999 MOD10 0 0 0')).toThrow();
    expect(() => parseSubstitutions('938600')).toThrow();
  });
});
