// `npm run typecheck`: tsc over every package (the test transforms strip types without checking them).
import { join } from 'node:path';
import { ROOT, inPool, run } from './lib.mjs';

const PACKAGES = ['contracts', 'web-kit', 'backend', 'shell', 'shop-frontend', 'lender-frontend', 'admin-frontend', 'e2e', 'tests-system'];
// Two packages at a time: tsc uses one core.
const codes = await inPool(PACKAGES.map((p) => () => run('npx', ['tsc', '-p', join(ROOT, p, 'tsconfig.json'), '--noEmit'])));
const failed = PACKAGES.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types check in ${PACKAGES.length} packages.`);
// Comments cite only documents in the repository (docs/), never notes kept outside it.
if ((await run('node', [join(ROOT, 'scripts', 'check-doc-references.mjs')])) !== 0) process.exit(1);
