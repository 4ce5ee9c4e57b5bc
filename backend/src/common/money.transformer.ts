import type { ValueTransformer } from 'typeorm';
import { formatPence, toPence } from '@dw/contracts';

/**
 * DECIMAL(10,2) columns come back as strings on MySQL and numbers on SQLite (DESIGN.md §7);
 * this makes both read as '45.00'.
 */
export const moneyTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : formatPence(toPence(value))),
  from: (value: string | number | null) => (value === null ? null : formatPence(toPence(value))),
};

/** A money column: DECIMAL(10,2) read and written as a two-decimal string. */
export const moneyColumn = (nullable = false) =>
  ({ type: 'decimal', precision: 10, scale: 2, nullable, transformer: moneyTransformer }) as const;
