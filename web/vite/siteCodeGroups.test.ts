import { describe, expect, it } from 'vitest';

import { fakeModuleGraph } from './fakeModuleGraph';
import { siteCodeGroups } from './siteCodeGroups';

const APP = '/site/app';

/** A route as react-router splits it in the client build: a file re-exporting its `main` part. */
function route(name: string, code: string, imports: string[]) {
  const file = `${APP}/routes/${name}.tsx`;
  return {
    [file]: {
      code: `export { default } from "./${name.split('/').pop() ?? name}.tsx?route-chunk=main";`,
      imports: [`${file}?route-chunk=main`],
    },
    [`${file}?route-chunk=main`]: { code, imports },
  };
}

const CARD = `${APP}/ui/Card.tsx`;
const IS_PRESENT = `${APP}/platform/isPresent.ts`;
const HERO = `${APP}/ui/Hero.tsx`;
const MENU = `${APP}/ui/Menu.tsx`;
// As a route under routes/site/ imports them.
const useCard = `import { Card } from '../../ui/Card';`;
const useIsPresent = `import { isPresent } from '../../platform/isPresent';`;

const ICONS = '/site/node_modules/@tabler/icons-react/dist/esm';
const icon = (name: string) => `${ICONS}/icons/${name}.mjs`;

const modules = {
  [`${APP}/root.tsx`]: { code: `import { Menu } from './ui/Menu';`, imports: [MENU] },
  [MENU]: { code: `import { IconMenu2, type IconProps } from '@tabler/icons-react';` },
  [CARD]: { code: `import { isPresent } from '../platform/isPresent';`, imports: [IS_PRESENT] },
  [IS_PRESENT]: { code: `` },
  [HERO]: {
    code: `import { Menu } from './Menu';\nimport { IconMenu2, IconRocket as Rocket } from '@tabler/icons-react';`,
    imports: [MENU],
  },
  ...route('site/home', `${useCard}\nimport { Hero } from '../../ui/Hero';\n${useIsPresent}`, [
    CARD,
    HERO,
    IS_PRESENT,
  ]),
  ...route('site/servers', `${useCard}\n${useIsPresent}`, [CARD, IS_PRESENT]),
  ...route('site/rules', useIsPresent, [IS_PRESENT]),
  ...route('site/login', useIsPresent, [IS_PRESENT]),
  ...route('site/team', useIsPresent, [IS_PRESENT]),
};
const ROUTES = ['site/home', 'site/servers', 'site/rules', 'site/login', 'site/team'].map(
  (name) => `${APP}/routes/${name}.tsx`,
);

describe('the site code groups', () => {
  const [shell, sharedWithHome] = siteCodeGroups(APP, ROUTES);
  const context = fakeModuleGraph(modules);
  const groupOf = (id: string) => shell?.name(id, context) ?? sharedWithHome?.name(id, context) ?? null;

  it('puts what the home page shares with another page in one group, through route parts', () => {
    expect(groupOf(CARD)).toBe('shared-with-home');
  });

  it('gives a helper most pages use to the shell, and leaves what only home uses to home', () => {
    expect(groupOf(IS_PRESENT)).toBe('shell');
    expect(groupOf(HERO)).toBeNull();
    expect(groupOf(MENU)).toBe('shell');
    expect(groupOf(`${APP}/routes/site/home.tsx`)).toBeNull();
  });

  it('puts icons with what draws them: the shell’s in the shell, the home page’s in its group', () => {
    expect(groupOf(icon('IconMenu2'))).toBe('shell');
    expect(groupOf(`${ICONS}/createReactComponent.mjs`)).toBe('shell');
    expect(groupOf(icon('IconRocket'))).toBe('shared-with-home');
    expect(groupOf(icon('IconProps'))).toBeNull();
    expect(groupOf(icon('IconShieldCog'))).toBeNull();
  });

  it('fails loudly without a home page', () => {
    const [, group] = siteCodeGroups('/elsewhere/app', []);
    expect(() => group?.name(CARD, context)).toThrow(/no \/elsewhere/);
  });
});
