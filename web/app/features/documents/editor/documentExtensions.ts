import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';

import { SliderNode, type SliderOptions } from './SliderNode';

/**
 * The nodes and marks a document may hold: the same set the api's allowlist keeps (headings 2–4, marks,
 * colour, alignment, lists, quotes, code, links, tables, images, the slider).
 */
export function documentExtensions(
  options: { placeholder?: string; getUpload?: SliderOptions['getUpload'] } = {},
): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        defaultProtocol: 'https',
      },
    }),
    TextStyle,
    Color,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false }),
    SliderNode.configure({ getUpload: options.getUpload ?? (() => null) }),
    ...(options.placeholder ? [Placeholder.configure({ placeholder: options.placeholder })] : []),
  ];
}
