// `node scripts/check-doc-references.mjs`: every document a comment cites is in the repository.
// Fails (exit 1, one file:line per finding) when a source or documentation file cites the design
// notes, the product brief or the issue tracker kept outside the repository (by file name, by
// numbered section with the section sign, or by issue number), or names a docs/... path that does
// not exist. Run after tsc by scripts/typecheck.mjs, so `npm test` runs it. The patterns below are
// assembled from pieces, so this file passes its own check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', '.git', 'results', 'test-results']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|ya?ml|json|html|sh|conf)$|^Dockerfile/;

/** Citations of documents kept outside the repository. */
const DESIGN_NOTES = 'DESIGN' + '.md';
const PRODUCT_BRIEF = 'spec' + '.md';
const SECTION_SIGN = '\u00a7';
/** A file name as a whole word, its dot taken literally. */
const fileName = (name) => new RegExp(`\\b${name.replace('.', '\\.')}\\b`);
const OUTSIDE = [
  { pattern: fileName(DESIGN_NOTES), why: `cites ${DESIGN_NOTES}, which is not in the repository` },
  { pattern: fileName(PRODUCT_BRIEF), why: `cites ${PRODUCT_BRIEF}, which is not in the repository` },
  { pattern: new RegExp(SECTION_SIGN), why: `cites a numbered section (${SECTION_SIGN}N) of a document outside the repository` },
  { pattern: /\bissue #\d/i, why: 'cites an issue of a tracker outside the repository' },
];
/** A repository path under docs/, not part of a URL such as /api/docs. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*/g;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* textFiles(join(dir, entry.name));
    } else if (TEXT_FILE.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

const findings = [];
for (const file of textFiles(ROOT)) {
  const name = relative(ROOT, file);
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${name}:${index + 1}`;
      for (const { pattern, why } of OUTSIDE) if (pattern.test(line)) findings.push(`${where}: ${why}`);
      for (const [match] of line.matchAll(DOCS_PATH)) {
        const path = match.replace(/[.]+$/, '');
        if (!existsSync(join(ROOT, path))) findings.push(`${where}: names ${path}, which does not exist`);
      }
    });
}

if (findings.length) {
  console.error(`Comments must cite a file under docs/ that exists, or say the reason themselves:\n${findings.join('\n')}`);
  process.exit(1);
}
console.log('Documentation references: every cited document is in the repository.');
