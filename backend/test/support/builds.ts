import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root, whose built apps (`npm run build`) the suites about real pages serve. */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** Fails the suite with what to do when a build it serves is missing. */
export function requireBuilt(files: readonly string[]): void {
  for (const file of files) {
    if (!existsSync(join(REPO_ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
}

/** A stand-in build of the shell and one remote (STATIC_ROOT), so a suite about server-drawn heads does not need webpack. */
export function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'dw-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Designer Wardrobe</title><meta name="description" content="default"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'shell', 'dist', 'main.0123456789ab.js'), 'console.log(1)');
  mkdirSync(join(root, 'shop-frontend', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shop-frontend', 'dist', 'remoteEntry.js'), 'var shop;');
  return root;
}
