import { mariaDbAvailable } from './mariadb';

/**
 * `describe`, or a loud skip when this machine has no MariaDB server binary to start a private
 * instance with. REQUIRE_MARIADB=1 (CI) turns the skip into a failure.
 */
export function describeSystem(name: string, body: () => void): void {
  if (mariaDbAvailable()) return describe(name, body);
  if (process.env.REQUIRE_MARIADB === '1') {
    return describe(name, () => {
      it('needs mariadbd and mariadb-install-db on this machine', () => {
        throw new Error('REQUIRE_MARIADB=1 but mariadbd was not found (set MARIADBD_PATH or install mariadb-server).');
      });
    });
  }
  console.warn(`SKIPPED system suite "${name}": mariadbd not found (install mariadb-server or set MARIADBD_PATH).`);
  describe.skip(name, body);
}
