import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconCircleOff,
  IconCode,
  IconColumnInsertRight,
  IconColumnRemove,
  IconH2,
  IconH3,
  IconH4,
  IconItalic,
  IconLineDashed,
  IconList,
  IconListNumbers,
  IconPhoto,
  IconRowInsertBottom,
  IconRowRemove,
  IconSlideshow,
  IconSourceCode,
  IconStrikethrough,
  IconTable,
  IconTableOff,
  IconUnderline,
  IconUnlink,
  type Icon,
} from '@tabler/icons-react';
import type { ChainedCommands, Editor } from '@tiptap/core';

import type { resources } from '../../platform/i18n/resources';

type ToolbarCatalogue = (typeof resources)['en']['documentEditor']['toolbar'];

/** A key of the `documentEditor` namespace naming one control; it is the control's aria-label and title. */
export type ToolbarLabelKey = `toolbar.${Exclude<keyof ToolbarCatalogue, 'label'>}`;

interface ToolbarControlBase {
  /** Stable id, also the control's test id (`toolbar-<id>`). */
  id: string;
  labelKey: ToolbarLabelKey;
}

/** A button that runs an editor command. */
export interface CommandControl extends ToolbarControlBase {
  kind: 'command';
  icon: Icon;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  /** Defaults to enabled whenever the editor is editable. */
  isEnabled?: (editor: Editor) => boolean;
}

/** Mantine's link popover (address + new-tab switch). */
export interface LinkControl extends ToolbarControlBase {
  kind: 'link';
}

/** Mantine's colour picker: the swatches, a free picker and "remove colour". */
export interface ColorControl extends ToolbarControlBase {
  kind: 'color';
  colors: string[];
}

export type InsertTarget = 'image' | 'slider';

/** Opens a file picker; the chosen images are uploaded, then inserted as images or as one slider. */
export interface InsertControl extends ToolbarControlBase {
  kind: 'insert';
  icon: Icon;
  target: InsertTarget;
}

export type ToolbarControl = CommandControl | LinkControl | ColorControl | InsertControl;

export type ToolbarGroup = readonly ToolbarControl[];

const focused = (editor: Editor): ChainedCommands => editor.chain().focus();
const inTable = (editor: Editor): boolean => editor.isActive('table');

const heading = (level: 2 | 3 | 4, icon: Icon): CommandControl => ({
  kind: 'command',
  id: `heading${level}`,
  labelKey: `toolbar.heading${level}`,
  icon,
  run: (editor) => focused(editor).toggleHeading({ level }).run(),
  isActive: (editor) => editor.isActive('heading', { level }),
});

const alignment = (
  align: 'left' | 'center' | 'right' | 'justify',
  labelKey: ToolbarLabelKey,
  icon: Icon,
): CommandControl => ({
  kind: 'command',
  id: labelKey.slice('toolbar.'.length),
  labelKey,
  icon,
  run: (editor) => focused(editor).setTextAlign(align).run(),
  // Left is the default, stored as no attribute at all.
  isActive: (editor) =>
    align === 'left'
      ? !['center', 'right', 'justify'].some((other) => editor.isActive({ textAlign: other }))
      : editor.isActive({ textAlign: align }),
});

/** Swatches that stay readable on both the dark and the light theme. */
export const TEXT_COLORS = ['#e03131', '#f76707', '#f59f00', '#2f9e44', '#1c7ed6', '#7048e8', '#c2255c'];

/** The toolbar, as data: rendered in this order by `EditorToolbar`, one Mantine controls group each. */
export const TOOLBAR_GROUPS: readonly ToolbarGroup[] = [
  [heading(2, IconH2), heading(3, IconH3), heading(4, IconH4)],
  [
    {
      kind: 'command',
      id: 'bold',
      labelKey: 'toolbar.bold',
      icon: IconBold,
      run: (editor) => focused(editor).toggleBold().run(),
      isActive: (editor) => editor.isActive('bold'),
    },
    {
      kind: 'command',
      id: 'italic',
      labelKey: 'toolbar.italic',
      icon: IconItalic,
      run: (editor) => focused(editor).toggleItalic().run(),
      isActive: (editor) => editor.isActive('italic'),
    },
    {
      kind: 'command',
      id: 'underline',
      labelKey: 'toolbar.underline',
      icon: IconUnderline,
      run: (editor) => focused(editor).toggleUnderline().run(),
      isActive: (editor) => editor.isActive('underline'),
    },
    {
      kind: 'command',
      id: 'strike',
      labelKey: 'toolbar.strike',
      icon: IconStrikethrough,
      run: (editor) => focused(editor).toggleStrike().run(),
      isActive: (editor) => editor.isActive('strike'),
    },
  ],
  [
    { kind: 'color', id: 'color', labelKey: 'toolbar.color', colors: TEXT_COLORS },
    {
      kind: 'command',
      id: 'unsetColor',
      labelKey: 'toolbar.unsetColor',
      icon: IconCircleOff,
      run: (editor) => focused(editor).unsetColor().run(),
      isEnabled: (editor) => typeof editor.getAttributes('textStyle').color === 'string',
    },
  ],
  [
    alignment('left', 'toolbar.alignLeft', IconAlignLeft),
    alignment('center', 'toolbar.alignCenter', IconAlignCenter),
    alignment('right', 'toolbar.alignRight', IconAlignRight),
    alignment('justify', 'toolbar.alignJustify', IconAlignJustified),
  ],
  [
    {
      kind: 'command',
      id: 'bulletList',
      labelKey: 'toolbar.bulletList',
      icon: IconList,
      run: (editor) => focused(editor).toggleBulletList().run(),
      isActive: (editor) => editor.isActive('bulletList'),
    },
    {
      kind: 'command',
      id: 'orderedList',
      labelKey: 'toolbar.orderedList',
      icon: IconListNumbers,
      run: (editor) => focused(editor).toggleOrderedList().run(),
      isActive: (editor) => editor.isActive('orderedList'),
    },
    {
      kind: 'command',
      id: 'blockquote',
      labelKey: 'toolbar.blockquote',
      icon: IconBlockquote,
      run: (editor) => focused(editor).toggleBlockquote().run(),
      isActive: (editor) => editor.isActive('blockquote'),
    },
    {
      kind: 'command',
      id: 'code',
      labelKey: 'toolbar.code',
      icon: IconCode,
      run: (editor) => focused(editor).toggleCode().run(),
      isActive: (editor) => editor.isActive('code'),
    },
    {
      kind: 'command',
      id: 'codeBlock',
      labelKey: 'toolbar.codeBlock',
      icon: IconSourceCode,
      run: (editor) => focused(editor).toggleCodeBlock().run(),
      isActive: (editor) => editor.isActive('codeBlock'),
    },
    {
      kind: 'command',
      id: 'horizontalRule',
      labelKey: 'toolbar.horizontalRule',
      icon: IconLineDashed,
      run: (editor) => focused(editor).setHorizontalRule().run(),
    },
  ],
  [
    { kind: 'link', id: 'link', labelKey: 'toolbar.link' },
    {
      kind: 'command',
      id: 'unlink',
      labelKey: 'toolbar.unlink',
      icon: IconUnlink,
      run: (editor) => focused(editor).extendMarkRange('link').unsetLink().run(),
      isEnabled: (editor) => editor.isActive('link'),
    },
  ],
  [
    { kind: 'insert', id: 'image', labelKey: 'toolbar.image', icon: IconPhoto, target: 'image' },
    { kind: 'insert', id: 'slider', labelKey: 'toolbar.slider', icon: IconSlideshow, target: 'slider' },
  ],
  [
    {
      kind: 'command',
      id: 'insertTable',
      labelKey: 'toolbar.insertTable',
      icon: IconTable,
      run: (editor) => focused(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      // A table inside a table is valid but never what a writer means.
      isEnabled: (editor) => !inTable(editor),
    },
    {
      kind: 'command',
      id: 'addRow',
      labelKey: 'toolbar.addRow',
      icon: IconRowInsertBottom,
      run: (editor) => focused(editor).addRowAfter().run(),
      isEnabled: inTable,
    },
    {
      kind: 'command',
      id: 'deleteRow',
      labelKey: 'toolbar.deleteRow',
      icon: IconRowRemove,
      run: (editor) => focused(editor).deleteRow().run(),
      isEnabled: inTable,
    },
    {
      kind: 'command',
      id: 'addColumn',
      labelKey: 'toolbar.addColumn',
      icon: IconColumnInsertRight,
      run: (editor) => focused(editor).addColumnAfter().run(),
      isEnabled: inTable,
    },
    {
      kind: 'command',
      id: 'deleteColumn',
      labelKey: 'toolbar.deleteColumn',
      icon: IconColumnRemove,
      run: (editor) => focused(editor).deleteColumn().run(),
      isEnabled: inTable,
    },
    {
      kind: 'command',
      id: 'deleteTable',
      labelKey: 'toolbar.deleteTable',
      icon: IconTableOff,
      run: (editor) => focused(editor).deleteTable().run(),
      isEnabled: inTable,
    },
  ],
  [
    {
      kind: 'command',
      id: 'undo',
      labelKey: 'toolbar.undo',
      icon: IconArrowBackUp,
      run: (editor) => focused(editor).undo().run(),
      isEnabled: (editor) => editor.can().undo(),
    },
    {
      kind: 'command',
      id: 'redo',
      labelKey: 'toolbar.redo',
      icon: IconArrowForwardUp,
      run: (editor) => focused(editor).redo().run(),
      isEnabled: (editor) => editor.can().redo(),
    },
  ],
];
