import { fuzzSuite } from './support/fuzz/fuzz-suite';

// The fuzz suite's sqlite half (support/fuzz/fuzz-suite.ts).
fuzzSuite('sqlite');
