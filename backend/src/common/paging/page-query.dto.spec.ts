import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PAGE_MAX, PAGE_SIZE_MAX } from '@dw/contracts';
import { PageQueryDto } from './page-query.dto';

/** The messages a query string gets, as the validation pipe would report them. */
const problems = (query: Record<string, unknown>) =>
  validateSync(plainToInstance(PageQueryDto, query)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('PageQueryDto', () => {
  it('takes no paging at all, and whole numbers up to the limits', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ page: '1', pageSize: '1' })).toEqual([]);
    expect(problems({ page: String(PAGE_MAX), pageSize: String(PAGE_SIZE_MAX) })).toEqual([]);
  });

  it('refuses a page size past the limit, naming the field and the limit', () => {
    expect(problems({ pageSize: String(PAGE_SIZE_MAX + 1) })).toEqual([`pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}.`]);
    expect(problems({ page: String(PAGE_MAX + 1) })).toEqual([`page must be a whole number from 1 to ${PAGE_MAX}.`]);
  });

  it.each(['0', '-1', '1.5', '1e2', 'abc', '', ' 2', '02'])('refuses %p for either field', (value) => {
    expect(problems({ page: value })).toEqual([expect.stringMatching(/^page must be/)]);
    expect(problems({ pageSize: value })).toEqual([expect.stringMatching(/^pageSize must be/)]);
  });

  it('refuses a field given twice (?pageSize=10&pageSize=20)', () => {
    expect(problems({ pageSize: ['10', '20'] })).toContain('pageSize must be a single whole number.');
  });
});
