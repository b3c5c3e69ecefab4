import path from 'node:path';

import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import boundaries from './featureBoundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, 'web/app', file);

/** The rule alone on a snippet, as if the snippet were the file at `file`. */
function refusals(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config: Linter.Config[] = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries },
      rules: { 'boundaries/feature-boundaries': 'error' },
    },
  ];
  return linter.verify(code, config, at(file)).map((message) => `${message.line}: ${message.message}`);
}

describe('feature boundaries', () => {
  it("refuses a route's import from a feature's folders and lets its public files through", () => {
    const code = [
      "import { LoginForm } from '../../features/accounts/views/LoginForm';",
      "import { RouteError } from '../../features/errors';",
      "import { signIn } from '../../features/accounts/index.server';",
      "import { pageMeta } from '../../platform/seo/pageMeta';",
    ].join('\n');
    const found = refusals('routes/site/login.tsx', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^1: .*accounts feature/);
  });

  it("refuses one feature's import from another's folders, in every form, and allows its own", () => {
    const code = [
      "import type { ApiFailure } from '../../accounts/components/Thing';",
      "export { Thing } from '../../accounts/views/Thing';",
      "export * from '../../news/components/NewsCard';",
      "const lazy = () => import('../../looks/components/SkinViewer');",
      "vi.mock('../../store/hooks/useStoreAction');",
      "import { Own } from '../components/Own';",
      "import { NewsGrid } from '../../news';",
    ].join('\n');
    expect(refusals('features/home/views/HomeView.tsx', code).map((line) => line.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('is switched on for the site in the project lint (npm run lint)', async () => {
    const eslint = new ESLint({ cwd: root });
    const config = (await eslint.calculateConfigForFile(at('features/home/views/HomeView.tsx'))) as {
      rules: Record<string, unknown[]>;
    };
    expect(config.rules['boundaries/feature-boundaries']?.[0]).toBe(2);
  });
});
