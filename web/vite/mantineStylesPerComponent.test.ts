import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  BASE_STYLES,
  SITE_BASE_LAYER,
  layersOf,
  mantineImports,
  readMantineStyles,
} from './mantineStylesPerComponent';

const webDir = path.resolve(import.meta.dirname, '..');
const styles = readMantineStyles(webDir);
const cssFile = (name: string) => path.join(styles.coreDir, 'styles', `${name}.css`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value the site imports from `@mantine/core`, with a file that imports it. */
const siteImports = new Map<string, string>();
for (const file of sourceFiles(path.join(webDir, 'app'))) {
  for (const name of mantineImports(readFileSync(file, 'utf8')).get('core') ?? [])
    siteImports.set(name, file);
}

/** Components without CSS of their own (providers, render props, a bare element). */
// Collapse animates its height with inline styles only.
const DRAW_NOTHING_OF_THEIR_OWN = [
  'Box',
  'Collapse',
  'ColorSchemeScript',
  'CopyButton',
  'FileButton',
  'MantineProvider',
];

const assetsDir = path.join(webDir, 'build/client/assets');

/** The layers a stylesheet names, in the order it first names them (statements and blocks alike). */
function layersNamed(css: string): string[] {
  const names: string[] = [];
  for (const match of css.matchAll(/@layer\s+([\w\s,-]+?)\s*[;{]/g)) {
    for (const name of (match[1] ?? '').split(',')) if (!names.includes(name.trim())) names.push(name.trim());
  }
  return names;
}

// Whatever order a page's stylesheets arrive in, a layer is first named after what it builds on, as
// long as each file names them so: checked on the built files, after the minifier merged the statements.
describe.skipIf(!existsSync(assetsDir))('Mantine layers in the built stylesheets', () => {
  const base = ['mantine-baseline', 'mantine-default-css-variables', 'mantine-global', SITE_BASE_LAYER];
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.css'));

  it.each(files)('%s names every layer after the base ones and what it builds on', (file) => {
    const layers = layersNamed(readFileSync(path.join(assetsDir, file), 'utf8'));
    if (layers.length === 0) return;
    expect(layers.slice(0, base.length)).toEqual(base);
    for (const [index, layer] of layers.entries()) {
      const core = layer.replace(/^mantine-/, '');
      if (!styles.layerOrder.includes(core)) continue;
      for (const dependency of styles.builtOn(core)) {
        expect(
          layers.indexOf(`mantine-${dependency}`),
          `${file}: ${dependency} before ${core}`,
        ).toBeGreaterThanOrEqual(0);
        expect(layers.indexOf(`mantine-${dependency}`)).toBeLessThanOrEqual(index);
      }
    }
  });
});

describe('Mantine styles per component', () => {
  it('orders every per-component file of @mantine/core as styles.css does, base files first', () => {
    const shipped = readdirSync(path.join(styles.coreDir, 'styles')).filter(
      (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
    );
    expect(styles.layerOrder).toHaveLength(shipped.length);
    expect(styles.layerOrder.slice(0, 3)).toEqual(BASE_STYLES);
    expect(layersOf(styles, { core: 'Button' })).toEqual([
      'mantine-baseline',
      'mantine-default-css-variables',
      'mantine-global',
      SITE_BASE_LAYER,
      'mantine-UnstyledButton',
      'mantine-Loader',
      'mantine-Button',
    ]);
    expect(layersOf(styles, { core: 'global' })).toHaveLength(4);
    expect(layersOf(styles, { pkg: 'notifications' }).slice(-2)).toEqual([
      'mantine-Notification',
      'mantine-notifications',
    ]);
  });

  // Each statement names a layer after what it builds on, so the first file to name a layer puts it
  // after them; that holds only if styles.css itself orders every component after what it builds on.
  it('orders every component after the components it is built on', () => {
    const position = new Map(styles.layerOrder.map((name, index) => [name, index]));
    for (const name of styles.layerOrder) {
      const builtOn = styles.builtOn(name);
      expect(builtOn.at(-1), `${name} comes last in its own list`).toBe(name);
      for (const dependency of builtOn) {
        expect(position.get(dependency), `${dependency} before ${name}`).toBeLessThanOrEqual(
          position.get(name) ?? -1,
        );
      }
    }
  });

  it('maps every component the site imports from @mantine/core to existing CSS files', () => {
    expect(siteImports.size).toBeGreaterThan(50);
    for (const [name, file] of siteImports) {
      const files = styles.coreStylesOf(name);
      for (const style of files)
        expect(existsSync(cssFile(style)), `${name} (${file}): ${style}.css`).toBe(true);
      // A component the site draws that maps to nothing would go unstyled: only these have no CSS.
      // (Capitalised constants such as DEFAULT_THEME are not components.)
      if (files.length === 0 && /^[A-Z][a-z]/.test(name)) {
        expect(DRAW_NOTHING_OF_THEIR_OWN, `${name} (${file}) has no CSS`).toContain(name);
      }
    }
  });

  it('brings the components a component is built on, in cascade order', () => {
    expect(styles.coreStylesOf('Button')).toEqual(['UnstyledButton', 'Loader', 'Button']);
    expect(styles.coreStylesOf('Select')).toEqual(expect.arrayContaining(['Input', 'Combobox', 'Popover']));
    const select = styles.coreStylesOf('Select');
    expect(select.indexOf('Input')).toBeLessThan(select.indexOf('Combobox'));
    expect(styles.coreStylesOf('PasswordInput')).toEqual(expect.arrayContaining(['Input', 'PasswordInput']));
    expect(styles.coreStylesOf('useMantineColorScheme')).toEqual([]);
    expect(styles.packageStyles('notifications')).toEqual({
      core: expect.arrayContaining(['Notification', 'CloseButton']) as string[],
      ownCss: '@mantine/notifications/styles.css',
    });
  });

  it('reads value imports and skips type-only ones', () => {
    const imports = mantineImports(
      [
        "import { Button, type ButtonProps, Select as Picker } from '@mantine/core';",
        "import type { MantineTheme } from '@mantine/core';",
        "import { notificationsStore } from '@mantine/notifications';",
      ].join('\n'),
    );
    expect(imports.get('core')).toEqual(['Button', 'Select']);
    expect(imports.get('notifications')).toEqual(['notificationsStore']);
  });
});
