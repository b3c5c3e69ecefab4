// Types for web/server/pageWeight.test.ts, which imports this plain .mjs module.
export interface BudgetPage {
  name: string;
  lang: string;
  layout: string;
  route: string;
}
export const BUDGET_PAGES: BudgetPage[];
export function firstLoad(
  clientDir: string,
  page: BudgetPage,
): { jsGzip: number; cssGzip: number; jsFiles: number; cssFiles: number };
