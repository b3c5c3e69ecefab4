import { mergeAttributes, Node } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { ReactNodeViewRenderer } from '@tiptap/react';

import { SliderView } from './SliderView';

export interface SlideImage {
  src: string;
  alt: string;
}

export interface SliderOptions {
  /** Read at upload time, so the node view always uses the editor's current upload target. */
  getUpload: () => ((file: File, onProgress: (fraction: number) => void) => Promise<{ src: string }>) | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    slider: {
      insertSlider: (images: SlideImage[]) => ReturnType;
    };
  }
}

export function slideImagesOf(value: unknown): SlideImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { src, alt } = item as { src?: unknown; alt?: unknown };
    return typeof src === 'string' ? [{ src, alt: typeof alt === 'string' ? alt : '' }] : [];
  });
}

/**
 * The spec's slider: an image carousel block. Stored as `{ type: 'slider', attrs: { images } }`; its HTML
 * is exactly what the api renders for the published page, and the editor draws the same classes.
 */
export const SliderNode = Node.create<SliderOptions>({
  name: 'slider',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { getUpload: () => null };
  },

  addAttributes() {
    return {
      images: {
        default: [],
        parseHTML: (element: HTMLElement) =>
          Array.from(element.querySelectorAll('img')).map((image) => ({
            src: image.getAttribute('src') ?? '',
            alt: image.getAttribute('alt') ?? '',
          })),
        // Written by renderHTML below, not as an attribute.
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-slider]' }];
  },

  renderHTML({ node, HTMLAttributes }): DOMOutputSpec {
    const images = slideImagesOf(node.attrs.images);
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        class: 'doc-slider',
        'data-slider': '',
        'data-count': String(images.length),
      }),
      [
        'div',
        { class: 'doc-slider__track' },
        ...images.map((image): DOMOutputSpec => [
          'figure',
          { class: 'doc-slider__slide' },
          ['img', { src: image.src, alt: image.alt, loading: 'lazy' }],
        ]),
      ],
    ];
  },

  addCommands() {
    return {
      insertSlider:
        (images) =>
        ({ commands, state }) =>
          // After the selection, never over it: a selected image or slider stays.
          commands.insertContentAt(state.selection.to, { type: this.name, attrs: { images } }),
    };
  },

  addNodeView() {
    return ReactNodeViewRenderer(SliderView);
  },
});
