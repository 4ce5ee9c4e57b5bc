import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', '..');
const WRITER = 'common/http/error-writer.ts';

/** The code of a file without its comments and the contents of its strings (which may describe the shape). */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}

/** Every source file of the backend but tests, as [path relative to src, code]. */
function sources(dir = SRC): [string, string][] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!name.endsWith('.ts') || name.endsWith('.spec.ts')) return [];
    return [[relative(SRC, path).split('\\').join('/'), codeOnly(readFileSync(path, 'utf8'))] as [string, string]];
  });
}

/** Ways a file could answer an error itself instead of through the writer. */
const SECOND_WRITERS: [string, RegExp][] = [
  // A property is `name:` or shorthand `name,` / `name }`, in either order.
  ['an object literal with statusCode and code (an error body)', /\{[^{}]*\bstatusCode\b\s*[:,}][^{}]*\bcode\b\s*[:,}]/],
  ['an object literal with code and statusCode (an error body)', /\{[^{}]*\bcode\b\s*[:,}][^{}]*\bstatusCode\b\s*[:,}]/],
  ['an error status set by express', /\.(?:status|sendStatus)\(\s*[45]\d\d\b/],
  ['an error status set on the response', /\.statusCode\s*=\s*[45]\d\d\b|\.writeHead\(\s*[45]\d\d\b/],
  ['the error mapping used outside the writer', /\btoApiError\(/],
];

describe('one error writer', () => {
  const files = sources();

  it('finds the backend’s sources, the writer among them (so the scan below looks at something)', () => {
    expect(files.length).toBeGreaterThan(50);
    const writer = files.find(([path]) => path === WRITER)?.[1] ?? '';
    // The patterns do match what a writer looks like.
    expect(writer).toMatch(SECOND_WRITERS[4][1]);
    expect(codeOnly("res.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message })")).toMatch(SECOND_WRITERS[0][1]);
    expect(codeOnly('res.end(JSON.stringify({ code, message, statusCode: 400 }))')).toMatch(SECOND_WRITERS[1][1]);
    expect(codeOnly("res.status(503).type('text/plain').send('down') // { statusCode, code }")).toMatch(SECOND_WRITERS[2][1]);
    expect('res.statusCode = 429;').toMatch(SECOND_WRITERS[3][1]);
  });

  it('is the only file that builds an error body or sets an error status', () => {
    const offenders = files
      .filter(([path]) => path !== WRITER)
      .flatMap(([path, text]) => SECOND_WRITERS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${path}: ${what}`));
    expect(offenders).toEqual([]);
  });
});
