// Types of config/js-budget.js for the TypeScript test that reads it.
export interface InitialChunk {
  /** App and file name without its content hash, e.g. `shop/remoteEntry`. */
  key: string;
  file: string;
  kb: number;
}
export type BudgetPage = 'home' | 'catalogue' | 'product' | 'cart';
export const PAGE_BUDGETS_KB: Record<BudgetPage, { path: string; kb: number }>;
export const RECORDED_CHUNKS_KB: Record<string, number>;
export function initialScriptUrls(html: string): string[];
export function initialChunks(html: string, root: string): InitialChunk[];
export function overBudget(page: BudgetPage, chunks: readonly InitialChunk[]): string | null;
