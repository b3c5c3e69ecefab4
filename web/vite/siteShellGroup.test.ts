import { describe, expect, it } from 'vitest';

import { fakeModuleGraph } from './fakeModuleGraph';
import { modulesNeededBy, siteShellGroup } from './siteShellGroup';

const APP = '/site/app';

const modules = {
  [`${APP}/root.tsx`]: {
    code: `import { SiteShell, type ShellProps } from './features/site';\nimport './platform/theme/global.css';\nimport { getI18n } from './platform/i18n/getI18n';`,
    imports: [
      `${APP}/features/site/index.ts`,
      `${APP}/platform/theme/global.css`,
      `${APP}/platform/i18n/getI18n.ts`,
    ],
  },
  [`${APP}/entry.client.tsx`]: {
    code: `import React from 'react';`,
    imports: ['/site/node_modules/react/index.js'],
  },
  [`${APP}/features/site/index.ts`]: {
    code: `export { SiteShell } from './views/SiteShell';\nexport { StaffEditor as Editor } from './views/StaffEditor';\nexport type { ShellProps } from './types';`,
    imports: [`${APP}/features/site/views/SiteShell.tsx`, `${APP}/features/site/views/StaffEditor.tsx`],
  },
  [`${APP}/features/site/views/SiteShell.tsx`]: {
    code: `import { Menu } from '../components/Menu';\nimport type { Theme } from '../theme';`,
    imports: [`${APP}/features/site/components/Menu.tsx`],
  },
  [`${APP}/features/site/components/Menu.tsx`]: { code: `export const Menu = 1;` },
  [`${APP}/features/site/views/StaffEditor.tsx`]: { code: `export const StaffEditor = 1;` },
  [`${APP}/platform/theme/global.css`]: { code: `` },
  [`${APP}/platform/i18n/getI18n.ts`]: {
    code: `import { loadedCatalogue } from './loadLanguage';\nimport { language } from '../../i18n/en/common.json';`,
    imports: [`${APP}/platform/i18n/loadLanguage.ts`, `${APP}/i18n/en/common.json`],
  },
  [`${APP}/platform/i18n/loadLanguage.ts`]: { code: `export const loadedCatalogue = 1;` },
  [`${APP}/i18n/en/common.json`]: { code: `{}` },
  [`${APP}/platform/i18n/serverCatalogues.ts`]: {
    code: `const files = import.meta.glob('../../i18n/*/*.json');`,
  },
};

describe('the site shell group', () => {
  const entries = [`${APP}/root.tsx`, `${APP}/entry.client.tsx`];

  it('follows a feature’s public file only into what the shell takes from it', () => {
    const shell = modulesNeededBy(entries, APP, fakeModuleGraph(modules));
    expect(shell).toContain(`${APP}/features/site/views/SiteShell.tsx`);
    expect(shell).toContain(`${APP}/features/site/components/Menu.tsx`);
    expect(shell).not.toContain(`${APP}/platform/theme/global.css`);
    expect(shell).toContain(`${APP}/platform/i18n/loadLanguage.ts`);
    expect(shell).not.toContain(`${APP}/features/site/views/StaffEditor.tsx`);
  });

  it('leaves out catalogues, libraries and modules that glob files', () => {
    const withGlob = {
      ...modules,
      [`${APP}/platform/i18n/getI18n.ts`]: {
        code: `import './serverCatalogues';\nimport { language } from '../../i18n/en/common.json';`,
        imports: [`${APP}/platform/i18n/serverCatalogues.ts`, `${APP}/i18n/en/common.json`],
      },
    };
    const shell = modulesNeededBy(entries, APP, fakeModuleGraph(withGlob));
    expect(shell).not.toContain(`${APP}/i18n/en/common.json`);
    expect(shell).not.toContain(`${APP}/platform/i18n/serverCatalogues.ts`);
    expect([...shell].some((id) => id.includes('node_modules'))).toBe(false);
  });

  it('names shell modules, never the entries or a public file, and fails loudly without a root route', () => {
    const group = siteShellGroup(APP);
    const context = fakeModuleGraph(modules);
    expect(group.name(`${APP}/features/site/components/Menu.tsx`, context)).toBe('shell');
    expect(group.name(`${APP}/root.tsx`, context)).toBeNull();
    expect(group.name(`${APP}/features/site/index.ts`, context)).toBeNull();
    expect(group.name(`${APP}/features/site/views/StaffEditor.tsx`, context)).toBeNull();
    expect(() => siteShellGroup('/elsewhere/app').name('x', context)).toThrow(/none of/);
  });
});
