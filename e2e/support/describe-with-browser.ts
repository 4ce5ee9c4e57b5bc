import fs from 'node:fs';
import { CHROMIUM_PATH } from './paths';

export function hasBrowser(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

/**
 * `describe` for journeys that need Chromium. Without it the suite is skipped with a message
 * saying so, unless REQUIRE_BROWSER=1 (CI), where a missing browser is a failure.
 */
export function describeWithBrowser(name: string, fn: () => void): void {
  if (hasBrowser()) {
    describe(name, fn);
    return;
  }
  if (process.env.REQUIRE_BROWSER === '1') {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`Chromium not found at ${CHROMIUM_PATH}, and REQUIRE_BROWSER=1 makes that a failure.`);
      });
    });
    return;
  }
  console.warn(`SKIPPED "${name}": Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or REQUIRE_BROWSER=1 to fail).`);
  describe.skip(name, fn);
}
