import path from 'node:path';

import type { ChunkingContext, ModuleInfo } from 'rolldown';

/** Every name a module exports: the module is needed whole. */
const WHOLE = '*';

export const IMPORT_OR_REEXPORT = /\b(import|export)\s+(type\s+)?([\w*{}\s,$]*?)\s*from\s*['"]([^'"]+)['"]/g;
/** A feature's public file: it only re-exports, so it joins no group (a group takes all it imports). */
export const BARREL = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const BARE_IMPORT = /\bimport\s*['"]([^'"]+)['"]/g;

/** The names an `import … from` / `export … from` clause takes from its source (`*` for all of them). */
export function clauseNames(clause: string): { imported: string; exported: string }[] {
  const names: { imported: string; exported: string }[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  if (outside.includes('*')) names.push({ imported: WHOLE, exported: WHOLE });
  else if (/^[\w$]+/.test(outside)) names.push({ imported: 'default', exported: 'default' });
  for (const part of braces?.[1]?.split(',') ?? []) {
    const words = part.trim().split(/\s+/);
    if (words[0] === 'type' || words[0] === '') continue;
    names.push({ imported: words[0] ?? '', exported: words[2] ?? words[0] ?? '' });
  }
  return names;
}

/**
 * Catalogues stay where the bundler puts them (the client loads its page's namespaces on its own), and so does a
 * module with an eager `import.meta.glob`: the group would take every file it globs, even those only its
 * server branch reads (loadLanguage.ts holds both languages on the server).
 */
function mayJoinAGroup(info: ModuleInfo): boolean {
  if (info.id.endsWith('.json') || /__import_glob__|__vite_glob_|import\.meta\.glob/.test(info.code ?? ''))
    return false;
  // Global stylesheets stay with the root route's CSS, in the order root imports them: the site's base
  // rules name their cascade layer after Mantine's base files (web/vite/mantineStylesPerComponent.ts),
  // and a layer's place is fixed where it is first named, so they must not arrive in a file before those.
  return !(info.id.endsWith('.css') && !info.id.endsWith('.module.css'));
}

/** The module a relative specifier of `from` names, among the modules it imports. */
function resolveRelative(from: ModuleInfo, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const directory = path.dirname(from.id.replace(/\?.*$/, ''));
  // A route module's parts (`./home.tsx?route-chunk=main`, react-router's split of a route): exact ids.
  if (specifier.includes('?')) {
    const exact = path.resolve(directory, specifier);
    return from.importedIds.find((id) => id === exact);
  }
  const base = path.resolve(directory, specifier);
  return from.importedIds.find((id) => {
    const file = id.replace(/\?.*$/, '');
    return (
      file.replace(/\.[cm]?[jt]sx?$|\.json$/, '') === base ||
      file.startsWith(`${base}/index.`) ||
      file === base
    );
  });
}

/**
 * The site's own modules that `entries` need (the shell's files, a route), followed through what they
 * import by name: a feature's public file (`features/<name>/index.ts`) re-exports the whole feature,
 * and only the names taken from it are followed (the rest is tree-shaken from every page that does not
 * use it, so counting it would put staff screens into every first load).
 */
export function modulesNeededBy(entries: string[], appDirectory: string, ctx: ChunkingContext): Set<string> {
  const needed = new Map<string, Set<string>>();
  const pending: { id: string; names: string[] }[] = entries.map((id) => ({ id, names: [WHOLE] }));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const info = ctx.getModuleInfo(next.id);
    if (info === null || !next.id.startsWith(appDirectory) || !mayJoinAGroup(info)) continue;
    const isBarrel = BARREL.test(next.id);
    const seen = needed.get(next.id) ?? new Set<string>();
    const fresh = (isBarrel ? next.names : [WHOLE]).filter((name) => !seen.has(name) && !seen.has(WHOLE));
    if (fresh.length === 0 && needed.has(next.id)) continue;
    for (const name of fresh) seen.add(name);
    needed.set(next.id, seen);
    const code = info.code ?? '';
    for (const match of code.matchAll(IMPORT_OR_REEXPORT)) {
      const [, keyword, typeOnly, clause = '', specifier = ''] = match;
      const target = resolveRelative(info, specifier);
      if (typeOnly !== undefined || target === undefined) continue;
      const names = clauseNames(clause).filter(
        // A public file passes on only what was asked of it; every other module is needed whole.
        ({ exported }) =>
          !isBarrel || keyword !== 'export' || fresh.includes(WHOLE) || fresh.includes(exported),
      );
      if (names.length > 0) pending.push({ id: target, names: names.map(({ imported }) => imported) });
    }
    for (const [, specifier = ''] of code.matchAll(BARE_IMPORT)) {
      const target = resolveRelative(info, specifier);
      if (target !== undefined) pending.push({ id: target, names: [WHOLE] });
    }
  }
  return new Set(needed.keys());
}

/**
 * The root route, the client entry and the two layouts of the site's pages (the shell with its header,
 * menus and footer): every page of the site loads them. The launcher's and the compact (sign-in)
 * layouts are left to the bundler: most pages never load them.
 */
export function shellEntries(appDirectory: string): string[] {
  return ['root.tsx', 'entry.client.tsx', 'layouts/DefaultLayout.tsx', 'layouts/FixedHeaderLayout.tsx'].map(
    (file) => path.join(appDirectory, file),
  );
}

/**
 * A code-splitting group of the site's own code that every page loads (the root route, the client entry,
 * the site's layouts and what they import: the shell, the session, the i18n setup, the route table) as
 * one file. Left to the bundler it was ~25 files of 1–4 KiB, one per set of routes sharing a module:
 * each a request, and on a phone's connection a round trip before the page is ready. No page loads more bytes for it, as every
 * page loads the root route and what it imports anyway.
 */
export function siteShellGroup(
  appDirectory: string,
  /** Modules every page should load with the shell although the shell's own code does not name them. */
  alsoInShell: (id: string, ctx: ChunkingContext) => boolean = () => false,
): {
  name: (id: string, ctx: ChunkingContext) => string | null;
} {
  const entries = shellEntries(appDirectory);
  let shell: Set<string> | undefined;
  return {
    name(id, ctx) {
      if (shell === undefined) {
        if (entries.every((entry) => ctx.getModuleInfo(entry) === null)) {
          throw new Error(`the site shell group found none of ${entries.join(', ')} among the modules`);
        }
        shell = modulesNeededBy(entries, appDirectory, ctx);
      }
      if (entries.includes(id) || BARREL.test(id)) return null;
      return shell.has(id) || alsoInShell(id, ctx) ? 'shell' : null;
    },
  };
}
