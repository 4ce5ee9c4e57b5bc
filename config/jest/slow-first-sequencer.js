/**
 * Jest runs the suites it has timed slowest first, but on a fresh checkout (CI) it has no timings and
 * orders by file size: the 4-line fuzz specs, the API run's longest suites, started last and kept one
 * worker busy alone for minutes. The suites below (seconds measured on CI's 2-core machine) start
 * first, slowest first; every other suite follows in Jest's own order (the `testSequencer` of
 * backend/test/jest-e2e.config.js and tests-system/jest.config.js). A suite that grows slow belongs here.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.resolve(__dirname, '..', '..');

// Seconds each took in a full run on CI's machine (the fuzz halves at 20 cases, with the checksum).
const SLOW_SUITES = {
  'backend/test/fuzz-sqlite.e2e-spec.ts': 114,
  'backend/test/fuzz-mariadb.e2e-spec.ts': 108,
  'backend/test/lender-sign-in.e2e-spec.ts': 86,
  'backend/test/rate-limits.e2e-spec.ts': 59,
  'backend/test/payouts.e2e-spec.ts': 47,
  'backend/test/reviews.e2e-spec.ts': 43,
  'backend/test/abuse.e2e-spec.ts': 37,
  'backend/test/requests.e2e-spec.ts': 35,
  'backend/test/admin.e2e-spec.ts': 32,
  'backend/test/catalog-fast-reads.e2e-spec.ts': 29,
  'backend/test/hold-ledger.e2e-spec.ts': 27,
  // The system suites, two at a time.
  'tests-system/payouts.system.ts': 85,
  'tests-system/graceful-shutdown.system.ts': 72,
  'tests-system/database-outage.system.ts': 66,
  'tests-system/late-fees.system.ts': 63,
  'tests-system/requests.system.ts': 62,
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const seconds = (test) => SLOW_SUITES[path.relative(ROOT, test.path)] ?? 0;
    // Array.prototype.sort is stable: suites not listed keep Jest's order behind the listed ones.
    return [...ordered].sort((a, b) => seconds(b) - seconds(a));
  }
}

module.exports = SlowFirstSequencer;
