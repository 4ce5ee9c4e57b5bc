import { fuzzSuite } from './support/fuzz/fuzz-suite';

// The fuzz suite's MariaDB half (support/fuzz/fuzz-suite.ts).
fuzzSuite('mariadb');
