import type { ValueTransformer } from 'typeorm';

/** BIGINT columns come back as strings from mysql2 and numbers from SQLite; counters stay far below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
