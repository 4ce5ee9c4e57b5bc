// `node scripts/check-doc-references.mjs`: every document a comment cites is in the repository.
// Fails (exit 1, one file:line per finding) when a source or documentation file cites the design
// notes, the product brief or the issue tracker kept outside the repository (DESIGN.md, spec.md,
// "spec §N", "§N", "issue #N"), or names a docs/... path that does not exist. Run after tsc by
// scripts/typecheck.mjs, so `npm test` runs it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', '.git', 'results', 'test-results']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|ya?ml|json|html|sh|conf)$|^Dockerfile/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Citations of documents kept outside the repository. */
const OUTSIDE = [
  { pattern: /DESIGN\.md/, why: 'cites DESIGN.md, which is not in the repository' },
  { pattern: /\bspec\.md\b/, why: 'cites spec.md, which is not in the repository' },
  { pattern: /§/, why: 'cites a section (spec §N, §N) of a document outside the repository' },
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
  if (name === THIS_FILE) continue;
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
