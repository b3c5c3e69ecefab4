import { readdirSync } from 'node:fs';
import path from 'node:path';

import type { ChunkingContext } from 'rolldown';

import {
  BARREL,
  clauseNames,
  IMPORT_OR_REEXPORT,
  shellEntries,
  modulesNeededBy,
  siteShellGroup,
} from './siteShellGroup';

/** A module needed by more than one route in this many is "widely used". */
const WIDELY_USED = 4;

/** Every route module of the site (app/routes/**), the entries the bundler splits the site by. */
function routeFiles(appDirectory: string): string[] {
  const routes = path.join(appDirectory, 'routes');
  return readdirSync(routes, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(routes, file));
}

interface HomePlan {
  /** The home page's modules that other pages need too, for the shared-with-home group. */
  sharedWithHome: Set<string>;
  /** Of those, the helpers most pages use (a date format, a null check): for the shell. */
  widelyUsed: Set<string>;
  /** Icons the shell draws (its header, menus, footer). */
  shellIcons: Set<string>;
  /** Icons the home page draws besides. */
  homeIcons: Set<string>;
}

const ICONS_PACKAGE = '@tabler/icons-react';
/** One icon's module in the icon library, and the icon's name. */
const ICON_MODULE = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](\w+)\.mjs$/;
/** The icon library's own base, which every icon needs. */
const ICON_BASE =
  /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;

/** The icons these modules import by name from the icon library. */
function iconNames(modules: Iterable<string>, ctx: ChunkingContext): Set<string> {
  const names = new Set<string>();
  for (const module of modules) {
    for (const [, , typeOnly, clause = '', specifier] of (ctx.getModuleInfo(module)?.code ?? '').matchAll(
      IMPORT_OR_REEXPORT,
    )) {
      if (specifier !== ICONS_PACKAGE || typeOnly !== undefined) continue;
      for (const { imported } of clauseNames(clause)) names.add(imported);
    }
  }
  return names;
}

/** Reads, once per build, which of the home page's modules the other routes need, and how many. */
function planHome(appDirectory: string, routes: readonly string[], ctx: ChunkingContext): HomePlan {
  const home = path.join(appDirectory, 'routes/site/home.tsx');
  if (ctx.getModuleInfo(home) === null) throw new Error(`the shared-with-home group found no ${home}`);
  const shell = modulesNeededBy(shellEntries(appDirectory), appDirectory, ctx);
  const users = new Map<string, number>();
  let others = 0;
  for (const route of routes) {
    if (route === home || ctx.getModuleInfo(route) === null) continue;
    others += 1;
    for (const module of modulesNeededBy([route], appDirectory, ctx))
      users.set(module, (users.get(module) ?? 0) + 1);
  }
  const homeModules = modulesNeededBy([home], appDirectory, ctx);
  const shellIcons = iconNames(shell, ctx);
  const homeIcons = new Set([...iconNames(homeModules, ctx)].filter((name) => !shellIcons.has(name)));
  const plan: HomePlan = { sharedWithHome: new Set(), widelyUsed: new Set(), shellIcons, homeIcons };
  for (const module of homeModules) {
    const count = users.get(module) ?? 0;
    if (module === home || shell.has(module) || BARREL.test(module) || count === 0) continue;
    (count * WIDELY_USED > others ? plan.widelyUsed : plan.sharedWithHome).add(module);
  }
  return plan;
}

/**
 * The site's own code in two code-splitting groups, besides the vendors':
 *
 * - `shell`: what every page loads (web/vite/siteShellGroup.ts), the few helpers most pages use, and
 *   the icons the shell draws;
 * - `shared-with-home`: the home page's modules that other pages share (server cards, news cards, the
 *   online badge, covers, section headers). Left to the bundler, each set of routes sharing a module got
 *   its own file of ~1 KiB with its own stylesheet: the home page loaded nine such scripts and six such
 *   stylesheets, each a request before it could paint or hydrate; in one group they are one of each.
 *   The home page loads no more bytes for it; a page that shares only some of them loads the others
 *   too (a few KiB). Modules only the home page uses stay with the home page.
 *
 * Icons go with the code that draws them: the shell's with the shell, the home page's with its shared
 * group, every other one with the pages that draw it (left to the bundler). One group of all the icons
 * the pages drew had put ~85 icons (6 KiB) on every first load.
 */
export function siteCodeGroups(
  appDirectory: string,
  routes: readonly string[] = routeFiles(appDirectory),
): { name: (id: string, ctx: ChunkingContext) => string | null }[] {
  let plan: HomePlan | undefined;
  const planOnce = (ctx: ChunkingContext) => (plan ??= planHome(appDirectory, routes, ctx));
  const iconOf = (id: string) => ICON_MODULE.exec(id)?.[1];
  return [
    siteShellGroup(appDirectory, (id, ctx) => {
      const { widelyUsed, shellIcons } = planOnce(ctx);
      return widelyUsed.has(id) || ICON_BASE.test(id) || shellIcons.has(iconOf(id) ?? '');
    }),
    {
      name: (id, ctx) => {
        const { sharedWithHome, homeIcons } = planOnce(ctx);
        return sharedWithHome.has(id) || homeIcons.has(iconOf(id) ?? '') ? 'shared-with-home' : null;
      },
    },
  ];
}
