import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
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
  type Icon,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';

import type { resources } from '../../../platform/i18n/resources';

/** A control's label key under `documents:toolbar`. */
export type ToolbarId = keyof (typeof resources)['en']['documents']['toolbar'];

/** A button that runs an editor command. */
export interface CommandControl {
  kind: 'command';
  id: ToolbarId;
  icon: Icon;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  /** Shown only while the cursor is in a table, for example. */
  isVisible?: (editor: Editor) => boolean;
}

/** Controls with their own UI: Mantine's link and colour popovers, and the upload pickers. */
export interface SpecialControl {
  kind: 'link' | 'unlink' | 'color' | 'image' | 'slider';
  id: ToolbarId;
}

export type ToolbarControl = CommandControl | SpecialControl;

const inTable = (editor: Editor) => editor.isActive('table');
const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar as data: groups of controls; labels are `documents:toolbar.<id>`. */
export const TOOLBAR_GROUPS: ToolbarControl[][] = [
  [
    {
      kind: 'command',
      id: 'h2',
      icon: IconH2,
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
      isActive: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      kind: 'command',
      id: 'h3',
      icon: IconH3,
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
      isActive: (e) => e.isActive('heading', { level: 3 }),
    },
    {
      kind: 'command',
      id: 'h4',
      icon: IconH4,
      run: (e) => chain(e).toggleHeading({ level: 4 }).run(),
      isActive: (e) => e.isActive('heading', { level: 4 }),
    },
  ],
  [
    {
      kind: 'command',
      id: 'bold',
      icon: IconBold,
      run: (e) => chain(e).toggleBold().run(),
      isActive: (e) => e.isActive('bold'),
    },
    {
      kind: 'command',
      id: 'italic',
      icon: IconItalic,
      run: (e) => chain(e).toggleItalic().run(),
      isActive: (e) => e.isActive('italic'),
    },
    {
      kind: 'command',
      id: 'underline',
      icon: IconUnderline,
      run: (e) => chain(e).toggleUnderline().run(),
      isActive: (e) => e.isActive('underline'),
    },
    {
      kind: 'command',
      id: 'strike',
      icon: IconStrikethrough,
      run: (e) => chain(e).toggleStrike().run(),
      isActive: (e) => e.isActive('strike'),
    },
    {
      kind: 'command',
      id: 'code',
      icon: IconCode,
      run: (e) => chain(e).toggleCode().run(),
      isActive: (e) => e.isActive('code'),
    },
    { kind: 'color', id: 'color' },
  ],
  [
    {
      kind: 'command',
      id: 'alignLeft',
      icon: IconAlignLeft,
      run: (e) => chain(e).setTextAlign('left').run(),
      isActive: (e) => e.isActive({ textAlign: 'left' }),
    },
    {
      kind: 'command',
      id: 'alignCenter',
      icon: IconAlignCenter,
      run: (e) => chain(e).setTextAlign('center').run(),
      isActive: (e) => e.isActive({ textAlign: 'center' }),
    },
    {
      kind: 'command',
      id: 'alignRight',
      icon: IconAlignRight,
      run: (e) => chain(e).setTextAlign('right').run(),
      isActive: (e) => e.isActive({ textAlign: 'right' }),
    },
    {
      kind: 'command',
      id: 'alignJustify',
      icon: IconAlignJustified,
      run: (e) => chain(e).setTextAlign('justify').run(),
      isActive: (e) => e.isActive({ textAlign: 'justify' }),
    },
  ],
  [
    {
      kind: 'command',
      id: 'bulletList',
      icon: IconList,
      run: (e) => chain(e).toggleBulletList().run(),
      isActive: (e) => e.isActive('bulletList'),
    },
    {
      kind: 'command',
      id: 'orderedList',
      icon: IconListNumbers,
      run: (e) => chain(e).toggleOrderedList().run(),
      isActive: (e) => e.isActive('orderedList'),
    },
    {
      kind: 'command',
      id: 'blockquote',
      icon: IconBlockquote,
      run: (e) => chain(e).toggleBlockquote().run(),
      isActive: (e) => e.isActive('blockquote'),
    },
    {
      kind: 'command',
      id: 'codeBlock',
      icon: IconSourceCode,
      run: (e) => chain(e).toggleCodeBlock().run(),
      isActive: (e) => e.isActive('codeBlock'),
    },
    { kind: 'command', id: 'hr', icon: IconLineDashed, run: (e) => chain(e).setHorizontalRule().run() },
  ],
  [
    { kind: 'link', id: 'link' },
    { kind: 'unlink', id: 'unlink' },
  ],
  [
    { kind: 'image', id: 'image' },
    { kind: 'slider', id: 'slider' },
    {
      kind: 'command',
      id: 'table',
      icon: IconTable,
      run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      isVisible: (e) => !inTable(e),
    },
    {
      kind: 'command',
      id: 'addRow',
      icon: IconRowInsertBottom,
      run: (e) => chain(e).addRowAfter().run(),
      isVisible: inTable,
    },
    {
      kind: 'command',
      id: 'deleteRow',
      icon: IconRowRemove,
      run: (e) => chain(e).deleteRow().run(),
      isVisible: inTable,
    },
    {
      kind: 'command',
      id: 'addColumn',
      icon: IconColumnInsertRight,
      run: (e) => chain(e).addColumnAfter().run(),
      isVisible: inTable,
    },
    {
      kind: 'command',
      id: 'deleteColumn',
      icon: IconColumnRemove,
      run: (e) => chain(e).deleteColumn().run(),
      isVisible: inTable,
    },
    {
      kind: 'command',
      id: 'deleteTable',
      icon: IconTableOff,
      run: (e) => chain(e).deleteTable().run(),
      isVisible: inTable,
    },
  ],
  [
    { kind: 'command', id: 'undo', icon: IconArrowBackUp, run: (e) => chain(e).undo().run() },
    { kind: 'command', id: 'redo', icon: IconArrowForwardUp, run: (e) => chain(e).redo().run() },
  ],
];

export const TOOLBAR_ICONS: Record<'image' | 'slider', Icon> = { image: IconPhoto, slider: IconSlideshow };

export const TEXT_COLOURS = [
  '#f03e3e',
  '#f76707',
  '#f59f00',
  '#37b24d',
  '#1c7ed6',
  '#7048e8',
  '#d6336c',
  '#868e96',
];
