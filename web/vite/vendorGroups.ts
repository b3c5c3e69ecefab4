import { mantineStylesOf } from './mantineStylesPerComponent';

// The build's vendor chunk groups (web/vite.config.ts) and the Mantine names they list. The names follow
// Mantine's own file layout (`@mantine/core/esm/components/<Name>/`, `@mantine/hooks/esm/<hook>/`,
// `@mantine/core/styles/<Name>.css`): vendorGroups.test.ts fails when an upgrade moves one, instead of the
// group silently losing it and the page weight growing.

/**
 * Mantine components that the first paint of the site's pages draws (the shell, cards, headings,
 * buttons), read from the home and sign-in pages built without any Mantine group (docs/performance.md).
 * Only these join Mantine's core in the one file every page loads (Box is part of the core itself).
 */
export const FIRST_PAINT_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
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
export const LATER_HOOKS = [
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
/** Mantine's input components and the utilities they are built on: the forms group. */
export const FORM_COMPONENTS = [
  'Input',
  'InputBase',
  'TextInput',
  'PasswordInput',
  'Textarea',
  'Checkbox',
  'Radio',
  'Switch',
  'NativeSelect',
  'Fieldset',
];
export const FORM_UTILS = ['InlineInput', 'InputsGroupFieldset'];

/** Popovers, menus, selects, modals, drawers and tooltips: the overlays group. */
export const OVERLAY_COMPONENTS = [
  'Popover',
  'Menu',
  'Tooltip',
  'Modal',
  'ModalBase',
  'Drawer',
  'Combobox',
  'Select',
  'FocusTrap',
  'Portal',
  'Overlay',
  'Pill',
  'PillsInput',
  'TagsInput',
  'MultiSelect',
  'Autocomplete',
];

export const FORM_STYLES = [
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
export const OVERLAY_STYLES = [
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
export const VENDOR_GROUPS: { name: string; test: RegExp; minShareCount?: number }[] = [
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
      String.raw`${MANTINE}(utils[\\/](${FORM_UTILS.join('|')})|components[\\/](${FORM_COMPONENTS.join('|')}))[\\/]|node_modules[\\/]react-textarea-autosize[\\/]|` +
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
      String.raw`${MANTINE}(utils[\\/]Floating|components[\\/](${OVERLAY_COMPONENTS.join('|')}))[\\/]|` +
        String.raw`node_modules[\\/](@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden)[\\/]|` +
        mantineStylesOf(OVERLAY_STYLES),
    ),
  },
];
