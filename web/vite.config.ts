import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';

import { defineConfig, type Plugin } from 'vite';

import { i18nNamespaces } from './vite/i18nNamespaces';
import { mantineStylesOf, mantineStylesPerComponent } from './vite/mantineStylesPerComponent';
import { siteCodeGroups } from './vite/siteCodeGroups';
import { yggdrasilInDev } from './vite/yggdrasilInDev';

// One identity for the client and server bundles of a build: open pages poll /version.json and offer a
// reload when the server's differs from theirs (docs/product.md#site).
process.env.VITE_BUILD_VERSION ??= process.env.BUILD_VERSION ?? Date.now().toString(36);

/**
 * Each feature is reached through one public file (`features/<name>/index.ts`). Its modules declare
 * nothing at import time, so saying so lets the bundler drop what a route does not use: the news page
 * takes the reader from `features/documents` without the editor the same file also exports.
 */
function featureModulesArePure(): Plugin {
  return {
    name: 'lodestone:feature-modules-are-pure',
    transform(code, id) {
      if (!/\/app\/features\/[^?]*\.tsx?$/.test(id) || id.endsWith('Worker.ts')) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * Codegen writes every GraphQL document of the site into one module (`generated/graphql.ts`), which then
 * rode along with every page as one shared chunk (8 KiB gzip, all ~140 documents). Each document becomes
 * a module of its own here and the generated file re-exports them, so a route's chunk holds only the
 * documents it uses. The types stay where they were; the files on disk are untouched.
 */
function graphqlDocumentPerModule(): Plugin {
  const PREFIX = 'lodestone-graphql-document:';
  const documents = new Map<string, string>();
  return {
    name: 'lodestone:graphql-document-per-module',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const ast = documents.get(name);
      if (ast === undefined) throw new Error(`no GraphQL document ${name} in generated/graphql.ts`);
      return `export const ${name} = ${ast};`;
    },
    transform(code, id) {
      if (!/[\\/]app[\\/]generated[\\/]graphql\.ts$/.test(id)) return null;
      return code.replace(
        /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
        (_line, name: string, ast: string) => {
          documents.set(name, ast);
          return `export { ${name} } from '${PREFIX}${name}';`;
        },
      );
    },
  };
}

/**
 * Mantine components that the first paint of the site's pages draws (the shell, cards, headings,
 * buttons), read from the home and sign-in pages built without any Mantine group (docs/performance.md).
 * Only these join Mantine's core in the one file every page loads.
 */
const FIRST_PAINT_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
  'Box',
  'Burger',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Container',
  'CopyButton',
  'Divider',
  'Flex',
  'FloatingIndicator',
  'Group',
  'Image',
  'Loader',
  'Paper',
  'Progress',
  'SegmentedControl',
  'SimpleGrid',
  'Space',
  'Stack',
  'Text',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];

const MANTINE = String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]`;

/**
 * Mantine's hooks that no first-paint component and no part of the shell uses (drag, move, long press,
 * pagination, collapse, debounce, focus trap: sliders, pickers, modals, the mod catalogue). Left in the
 * group, which takes every hook some page uses, they rode along with every first load (4.5 KiB).
 */
const LATER_HOOKS = [
  'use-drag',
  'use-move',
  'use-long-press',
  'use-pagination',
  'use-collapse',
  'use-debounced-callback',
  'use-focus-trap',
];

/**
 * Mantine's CSS files (web/vite/mantineStylesPerComponent.ts) join the group of their components'
 * JavaScript, so a page loads one stylesheet per group instead of one per component.
 */
const FORM_STYLES = [
  'Input',
  'InlineInput',
  'Checkbox',
  'CheckboxIndicator',
  'CheckboxCard',
  'Radio',
  'RadioIndicator',
  'RadioCard',
  'Switch',
  'PasswordInput',
  'Fieldset',
];
const OVERLAY_STYLES = [
  'Popover',
  'Menu',
  'Tooltip',
  'Overlay',
  'ModalBase',
  'Modal',
  'Drawer',
  'Combobox',
  'Pill',
  'PillsInput',
];

/**
 * Libraries grouped into a few long-cached files instead of ~100 small ones (each a request on a first
 * visit). A group also takes what its modules import, unless an earlier group took it: so the groups
 * every page needs come first, and Mantine is split by when a page needs it (first paint, forms, a
 * table, overlays). The lazy libraries (charts, the editor, the 3D skin viewer, the cropper) are in no
 * group and stay in their own chunks.
 */
const VENDOR_GROUPS: { name: string; test: RegExp; minShareCount?: number }[] = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'apollo',
    // `useLazyQuery` stays out: one staff screen uses it.
    test: /node_modules[\\/](@apollo[\\/](?!client[\\/]react[\\/]hooks[\\/]useLazyQuery)|(graphql|rxjs|optimism|@wry|ts-invariant|tslib|zen-observable[^\\/]*|symbol-observable|@graphql-typed-document-node)[\\/])/,
  },
  {
    // With the site's own loader, which every page's chunks import (web/vite/i18nNamespaces.ts).
    // `<Trans>` and its HTML parser (~3 KiB) stay out: one form uses it, every page would load it.
    name: 'i18n',
    test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))|app[\\/]platform[\\/]i18n[\\/](loadLanguage|getI18n|languages)\.ts$/,
  },
  {
    // Mantine's core (provider, Box, styles API), its hooks, the toast store and the first-paint components.
    name: 'mantine',
    test: new RegExp(
      String.raw`node_modules[\\/](clsx|@mantine[\\/](hooks[\\/](?!esm[\\/](${LATER_HOOKS.join('|')})[\\/])|store[\\/]|notifications[\\/]esm[\\/]notifications\.store[\\/]))|` +
        String.raw`${MANTINE}(core|components[\\/](${FIRST_PAINT_COMPONENTS.join('|')}))[\\/]|` +
        mantineStylesOf(FIRST_PAINT_COMPONENTS),
    ),
  },
  {
    // Inputs: one file for a page with a form (sign-in, settings, staff screens).
    name: 'mantine-forms',
    minShareCount: 3,
    test: new RegExp(
      String.raw`${MANTINE}(utils[\\/](InlineInput|InputsGroupFieldset)|components[\\/](Input|InputBase|TextInput|PasswordInput|Textarea|Checkbox|Radio|Switch|NativeSelect|Fieldset))[\\/]|node_modules[\\/]react-textarea-autosize[\\/]|` +
        mantineStylesOf(FORM_STYLES),
    ),
  },
  {
    // Before the overlays, which use it too: a page with a table loads this, not the overlays.
    name: 'mantine-scroll',
    test: new RegExp(String.raw`${MANTINE}components[\\/]ScrollArea[\\/]|` + mantineStylesOf(['ScrollArea'])),
  },
  {
    // Popovers, menus, selects, modals, drawers, tooltips, their positioning (floating-ui) and scroll
    // locking: not on the first paint of the main pages (the shell's load on use, ui/afterHydration.tsx).
    name: 'mantine-overlays',
    minShareCount: 3,
    test: new RegExp(
      String.raw`${MANTINE}(utils[\\/]Floating|components[\\/](Popover|Menu|Tooltip|Modal|ModalBase|Drawer|Combobox|Select|FocusTrap|Portal|Overlay|Pill|PillsInput|TagsInput|MultiSelect|Autocomplete))[\\/]|` +
        String.raw`node_modules[\\/](@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden)[\\/]|` +
        mantineStylesOf(OVERLAY_STYLES),
    ),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineStylesPerComponent(),
    reactRouter(),
    featureModulesArePure(),
    graphqlDocumentPerModule(),
    i18nNamespaces({ appDirectory: 'app' }),
    yggdrasilInDev(),
  ],
  build: {
    // web/build/client/.vite/manifest.json: what each route loads, read by the page-weight budget test.
    manifest: !isSsrBuild,
    // One chunk per group, holding what any route uses from those libraries: grouping by the routes
    // that use them (`entriesAware`) measured heavier and in more files (docs/performance.md).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [...VENDOR_GROUPS, ...siteCodeGroups(path.resolve(import.meta.dirname, 'app'))],
            },
          },
        },
  },
  // Listed up front so the dev server does not reload the page the first time a route pulls them in
  // (that reload makes dev-mode browser tests flaky).
  optimizeDeps: {
    include: [
      '@apollo/client',
      '@apollo/client/react',
      '@mantine/core',
      '@mantine/hooks',
      '@tabler/icons-react',
      'i18next',
      'react-i18next',
      'rxjs',
    ],
  },
}));
