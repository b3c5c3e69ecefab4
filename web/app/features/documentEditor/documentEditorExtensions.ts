import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';

import { SliderNode } from './slider/SliderNode';

/**
 * What a document may hold, matching the api's allowlist: headings 2–4, marks, colour, alignment, lists,
 * quotes, code, links, tables, images and the slider.
 */
export function documentEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // Tiptap's own link, not Mantine's: Mantine's Mod-K opens the link popover of every editor on the
      // page, and a document is edited in two languages side by side.
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    TextStyle,
    Color,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TableKit.configure({ table: { resizable: false } }),
    Image,
    SliderNode,
  ];
}
