import { mergeAttributes, Node } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { ReactNodeViewRenderer } from '@tiptap/react';

import { sliderImages, type SliderImage } from './sliderImages';
import { SliderView } from './SliderView';

/**
 * An image carousel block: `{ type: 'slider', attrs: { images: [{ src, alt }] } }`. renderHTML gives the
 * same markup the api renders for the published page, and the node view draws the same classes.
 */
export const SliderNode = Node.create({
  name: 'slider',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      images: {
        default: [],
        parseHTML: (element: HTMLElement): SliderImage[] =>
          sliderImages(
            Array.from(element.querySelectorAll('img')).map((image) => ({
              src: image.getAttribute('src'),
              alt: image.getAttribute('alt'),
            })),
          ),
        // Written as slides by renderHTML, never as an HTML attribute.
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-slider]' }];
  },

  renderHTML({ node, HTMLAttributes }): DOMOutputSpec {
    const images = sliderImages(node.attrs.images);
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

  addNodeView() {
    return ReactNodeViewRenderer(SliderView);
  },
});
