import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * Each module of the site that imports components from `@mantine/core` (or from a Mantine package that
 * ships styles: notifications, charts, tiptap, dates…) gets the imports of those components' CSS, and of
 * the CSS of every component they are built on, so a route's chunk carries the CSS of what it draws and
 * react-router links it per route. The root keeps only Mantine's base files (docs/performance.md, "CSS
 * per route").
 *
 * What a component is built on is read from Mantine's own build: `esm/index.mjs` names the file of each
 * export, and the files it imports, transitively, that import a `<Name>.module.mjs` are the components
 * whose `styles/<Name>.css` it needs (Button: UnstyledButton, Loader, Button).
 *
 * Order: Mantine's files override one another at equal specificity (Button after UnstyledButton), and
 * the site's own CSS modules override Mantine's. Chunks arrive in any order, so each file is wrapped in a
 * cascade layer of its own, `mantine-<Name>`, led by a statement that declares, in the order of Mantine's
 * `styles.css`, the base layers, the site's `site-base` and the layers of the components it is built on
 * (Button's: `@layer mantine-baseline, …, site-base, mantine-UnstyledButton, mantine-Loader,
 * mantine-Button;`). A layer's place is fixed where it is first named, and every statement naming a
 * layer also names what it builds on, before it: so each layer lands after its own, whichever file
 * comes first. Unlayered CSS (the site's) wins over any layer whatever its order or specificity.
 */

const STYLE_PACKAGES_WITHOUT_COMPONENTS = new Set(['hooks', 'store', 'form']);
/**
 * Of the other packages, only components (capitalised: `Notifications`, `AreaChart`) bring styles: the
 * toast store (`notificationsStore`, used by the first load) must not pull the toast list's CSS in.
 */
const isComponent = (name: string) => /^[A-Z]/.test(name);
/** Mantine's base files, in this order, before any component. */
export const BASE_STYLES = ['baseline', 'default-css-variables', 'global'];

interface MantineStyles {
  coreDir: string;
  /** Every `styles/<Name>.css` of `@mantine/core` (and `<pkg>` for a package's `styles.css`), in cascade order. */
  layerOrder: string[];
  /** The core CSS files (names) a `@mantine/core` export needs, in cascade order; [] for hooks, types, utilities. */
  coreStylesOf(exportName: string): string[];
  /** The core files `styles/<name>.css` is built on and itself, in cascade order (Button: UnstyledButton, Loader, Button). */
  builtOn(name: string): string[];
  /** What importing anything from `@mantine/<pkg>` needs: its own `styles.css` (as `<pkg>`) after the core files its components use. */
  packageStyles(pkg: string): { core: string[]; ownCss: string | null };
}

const IMPORT_RE = /(?:^|[\n;])\s*import\s+(?:[\w$*\s{},]*?\bfrom\s*)?["']([^"']+)["']/g;

function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(IMPORT_RE)) {
    const source = match[1] ?? '';
    if (source.startsWith('.')) found.push(path.resolve(path.dirname(file), source));
  }
  return found;
}

/** Reads Mantine's installed build (resolved from `root`, the site's folder). */
export function readMantineStyles(root: string): MantineStyles {
  const require = createRequire(path.join(root, 'package.json'));
  // `@mantine/*/package.json` is not exported: from the package's entry up to its folder.
  const packageDir = (pkg: string) => {
    const entry = require.resolve(`@mantine/${pkg}`);
    const marker = `${path.sep}@mantine${path.sep}${pkg}${path.sep}`;
    return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
  };
  const coreDir = packageDir('core');
  const stylesDir = path.join(coreDir, 'styles');

  // Order: where each file's text sits in the all-in-one styles.css.
  const bundle = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const coreStyles = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const name = file.slice(0, -'.css'.length);
      const text = readFileSync(path.join(stylesDir, file), 'utf8').trim();
      const at = bundle.indexOf(text.slice(0, 400));
      if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css`);
      return { name, at };
    })
    .sort((a, b) => a.at - b.at)
    .map((style) => style.name);
  const position = new Map(coreStyles.map((name, index) => [name, index]));
  const inOrder = (names: Iterable<string>) =>
    [...new Set(names)].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));

  // Export name → the file that defines it.
  const esmDir = path.join(coreDir, 'esm');
  const exportFile = new Map<string, string>();
  const index = readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const binding of (match[1] ?? '').split(',')) {
      const local = binding
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) exportFile.set(local, path.resolve(esmDir, match[2] ?? ''));
    }
  }

  const stylesOfFile = new Map<string, Set<string>>();
  const collect = (file: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    const base = path.basename(file);
    if (base.endsWith('.module.mjs')) {
      const name = base.slice(0, -'.module.mjs'.length);
      if (!position.has(name)) throw new Error(`no @mantine/core/styles/${name}.css for ${file}`);
      into.add(name);
      return;
    }
    for (const imported of relativeImports(file)) collect(imported, into, seen);
  };
  const stylesOfEntry = (file: string) => {
    let styles = stylesOfFile.get(file);
    if (!styles) {
      styles = new Set();
      collect(file, styles, new Set());
      stylesOfFile.set(file, styles);
    }
    return styles;
  };
  const coreStylesOf = (exportName: string) => {
    const file = exportFile.get(exportName);
    return file ? inOrder(stylesOfEntry(file)) : [];
  };

  // Style name → the component file beside its `<Name>.module.mjs`.
  const componentFile = new Map<string, string>();
  const findModules = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) findModules(full);
      else if (entry.name.endsWith('.module.mjs')) {
        const name = entry.name.slice(0, -'.module.mjs'.length);
        componentFile.set(name, path.join(folder, `${name}.mjs`));
      }
    }
  };
  findModules(esmDir);
  const builtOn = (name: string) => {
    const file = componentFile.get(name);
    return file && existsSync(file) ? inOrder([...stylesOfEntry(file), name]) : [name];
  };

  const packages = new Map<string, { core: string[]; ownCss: string | null }>();
  const packageStyles = (pkg: string) => {
    const known = packages.get(pkg);
    if (known) return known;
    const dir = packageDir(pkg);
    const used = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.mjs')) {
          const code = readFileSync(full, 'utf8');
          for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
            for (const binding of (match[1] ?? '').split(',')) {
              const name = binding.trim().split(/\s+as\s+/)[0];
              if (name) for (const style of coreStylesOf(name)) used.add(style);
            }
          }
        }
      }
    };
    if (existsSync(path.join(dir, 'esm'))) walk(path.join(dir, 'esm'));
    const ownCss = existsSync(path.join(dir, 'styles.css')) ? `@mantine/${pkg}/styles.css` : null;
    const styles = { core: inOrder(used), ownCss };
    packages.set(pkg, styles);
    return styles;
  };

  return { coreDir, layerOrder: coreStyles, coreStylesOf, builtOn, packageStyles };
}

/** The names a module imports (not type-only) from each `@mantine/*` package. */
export function mantineImports(code: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/([\w-]+)['"]/g)) {
    if (match[1]) continue;
    const pkg = match[3] ?? '';
    const names = found.get(pkg) ?? [];
    for (const binding of (match[2] ?? '').split(',')) {
      const trimmed = binding.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      const name = trimmed.split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
    found.set(pkg, names);
  }
  return found;
}

const layerOf = (name: string) => `mantine-${name}`;

/**
 * The layer of the site's own element rules (`platform/theme/global.css`): after Mantine's base files,
 * before its components, as when the site's file followed Mantine's `styles.css` unlayered (its `a`
 * and `body` rules beat Mantine's base, and lose to a component's class).
 */
export const SITE_BASE_LAYER = 'site-base';

/** The layers a Mantine file's statement names, in cascade order: the base ones, then what it builds on. */
export function layersOf(styles: MantineStyles, file: { core: string } | { pkg: string }): string[] {
  const base = [...BASE_STYLES.map(layerOf), SITE_BASE_LAYER];
  if ('core' in file) {
    if (BASE_STYLES.includes(file.core)) return base;
    return [...base, ...styles.builtOn(file.core).map(layerOf)];
  }
  return [...base, ...styles.packageStyles(file.pkg).core.map(layerOf), layerOf(file.pkg)];
}

/**
 * A regular expression source matching the core CSS files of `components`, for a rolldown chunk group:
 * a file joins the group of its component's JavaScript, so a page gets one stylesheet per group instead
 * of one per component.
 */
export function mantineStylesOf(components: string[]): string {
  return String.raw`node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/](${components.join('|')})\.css$`;
}

export function mantineStylesPerComponent(): Plugin {
  let styles: MantineStyles | undefined;
  let appDir = '';
  const coreStyle = (name: string) => `@mantine/core/styles/${name}.css`;
  return {
    name: 'lodestone:mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      appDir = path.join(config.root, 'app') + path.sep;
      styles = readMantineStyles(config.root);
    },
    transform(code, id) {
      if (!styles) return null;
      const file = id.split('?')[0] ?? id;
      const css = /[\\/]node_modules[\\/]@mantine[\\/]([\w-]+)[\\/](?:styles[\\/]([\w-]+)|styles)\.css$/.exec(
        file,
      );
      if (css) {
        const [, pkg = '', name = ''] = css;
        const layers = layersOf(styles, pkg === 'core' ? { core: name } : { pkg });
        const layer = layerOf(pkg === 'core' ? name : pkg);
        return { code: `@layer ${layers.join(', ')};\n@layer ${layer} {\n${code}\n}\n`, map: null };
      }
      if (!file.startsWith(appDir) || !/\.tsx?$/.test(file) || id.includes('?')) return null;
      if (/\.test\.tsx?$/.test(file)) return null;
      const imports = mantineImports(code);
      if (imports.size === 0) return null;
      const needed = new Set<string>();
      const ownCss = new Set<string>();
      for (const [pkg, names] of imports) {
        if (pkg === 'core') {
          for (const name of names) for (const style of styles.coreStylesOf(name)) needed.add(style);
        } else if (!STYLE_PACKAGES_WITHOUT_COMPONENTS.has(pkg) && names.some(isComponent)) {
          const { core, ownCss: own } = styles.packageStyles(pkg);
          for (const style of core) needed.add(style);
          if (own) ownCss.add(own);
        }
      }
      const lines = [...styles.layerOrder.filter((name) => needed.has(name)).map(coreStyle), ...ownCss].map(
        (source) => `import '${source}';`,
      );
      if (lines.length === 0) return null;
      // At the end, so the module's own lines keep their numbers (imports are hoisted; the order of
      // Mantine's files among the module's CSS does not matter, their layers order them).
      return { code: `${code}\n${lines.join('\n')}\n`, map: null };
    },
  };
}
