import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, whose built apps (`npm run build`) the suites about real pages serve. */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** Fails the suite with what to do when a build it serves is missing. */
export function requireBuilt(files: readonly string[]): void {
  for (const file of files) {
    if (!existsSync(join(REPO_ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
}
