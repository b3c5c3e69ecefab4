import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  FIRST_PAINT_COMPONENTS,
  FORM_COMPONENTS,
  FORM_STYLES,
  FORM_UTILS,
  LATER_HOOKS,
  OVERLAY_COMPONENTS,
  OVERLAY_STYLES,
  VENDOR_GROUPS,
} from './vendorGroups';

const require = createRequire(import.meta.url);
/** Where a package is installed, found the way the build finds it. */
function packageFolder(name: string): string {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}`)) + `/node_modules/${name}`;
}
const core = packageFolder('@mantine/core');
const hooks = packageFolder('@mantine/hooks');
const missing = (names: string[], where: (name: string) => string) =>
  names.filter((name) => !existsSync(where(name)));

describe('the vendor chunk groups name what Mantine ships', () => {
  it('every listed component, utility and hook is a folder of the installed Mantine', () => {
    const components = [...FIRST_PAINT_COMPONENTS, ...FORM_COMPONENTS, ...OVERLAY_COMPONENTS, 'ScrollArea'];
    expect(missing(components, (name) => path.join(core, 'esm/components', name))).toEqual([]);
    expect(missing([...FORM_UTILS, 'Floating'], (name) => path.join(core, 'esm/utils', name))).toEqual([]);
    expect(missing(LATER_HOOKS, (name) => path.join(hooks, 'esm', name))).toEqual([]);
  });

  it('every listed stylesheet is one of Mantine core styles', () => {
    const styles = [...FORM_STYLES, ...OVERLAY_STYLES, 'ScrollArea'];
    expect(missing(styles, (name) => path.join(core, 'styles', `${name}.css`))).toEqual([]);
  });

  it('each group takes the modules it is meant to, and an earlier group comes first', () => {
    const groupOf = (file: string) => VENDOR_GROUPS.find((group) => group.test.test(file))?.name;
    expect(groupOf(path.join(core, 'esm/components/Button/Button.mjs'))).toBe('mantine');
    expect(groupOf(path.join(core, 'esm/components/TextInput/TextInput.mjs'))).toBe('mantine-forms');
    expect(groupOf(path.join(core, 'esm/components/Menu/Menu.mjs'))).toBe('mantine-overlays');
    expect(groupOf(path.join(core, 'styles/Modal.css'))).toBe('mantine-overlays');
    expect(groupOf(path.join(hooks, 'esm/use-drag/use-drag.mjs'))).toBeUndefined();
    expect(groupOf(path.join(hooks, 'esm/use-disclosure/use-disclosure.mjs'))).toBe('mantine');
  });
});
