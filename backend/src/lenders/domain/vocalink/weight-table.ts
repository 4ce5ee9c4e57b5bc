import { SCSUBTAB } from './scsubtab';
import { VALACDOS } from './valacdos';

export type ModulusMethod = 'MOD10' | 'MOD11' | 'DBLAL';

/** One line of valacdos.txt: a sort code range, how to check it, and the weights for u..h. */
export interface WeightRow {
  readonly start: string;
  readonly end: string;
  readonly method: ModulusMethod;
  /** 14 weights, for the 6 sort code digits (u–z) then the 8 account digits (a–h). */
  readonly weights: readonly number[];
  readonly exception: number | null;
}

const METHODS: readonly string[] = ['MOD10', 'MOD11', 'DBLAL'];

/** Parses valacdos.txt; throws on a malformed line so a bad table update fails at start, not per check. */
export function parseWeightTable(text: string): WeightRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, index) => {
      const cols = line.split(/\s+/);
      const [start, end, method, ...rest] = cols;
      const numbers = rest.map(Number);
      const valid =
        /^\d{6}$/.test(start) &&
        /^\d{6}$/.test(end) &&
        start <= end &&
        METHODS.includes(method) &&
        (numbers.length === 14 || numbers.length === 15) &&
        numbers.every(Number.isInteger);
      if (!valid) throw new Error(`valacdos line ${index + 1} is not a weight row: ${line}`);
      return {
        start,
        end,
        method: method as ModulusMethod,
        weights: numbers.slice(0, 14),
        exception: numbers.length === 15 ? numbers[14] : null,
      };
    });
}

/** Parses scsubtab.txt: original sort code → the sort code exception 5 checks with instead. */
export function parseSubstitutions(text: string): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const cols = line.trim().split(/\s+/);
    if (cols.length === 1 && cols[0] === '') continue;
    if (cols.length !== 2 || !cols.every((c) => /^\d{6}$/.test(c))) throw new Error(`scsubtab line is malformed: ${line}`);
    map.set(cols[0], cols[1]);
  }
  return map;
}

export interface ModulusTables {
  readonly rows: readonly WeightRow[];
  readonly substitutions: ReadonlyMap<string, string>;
}

/** The rows that apply to a sort code, in table order (0, 1 or 2 rows; order matters for exceptions). */
export function rowsFor(tables: ModulusTables, sortCode: string): WeightRow[] {
  return tables.rows.filter((row) => row.start <= sortCode && sortCode <= row.end);
}

let defaults: ModulusTables | null = null;

/** The shipped VocaLink tables, parsed once on first use. */
export function vocalinkTables(): ModulusTables {
  defaults ??= { rows: parseWeightTable(VALACDOS), substitutions: parseSubstitutions(SCSUBTAB) };
  return defaults;
}
