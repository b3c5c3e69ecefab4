import { generateHTML, generateJSON, type JSONContent } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';

import { SliderNode } from './SliderNode';

const extensions = [StarterKit, SliderNode];

const doc = (images: { src: string; alt: string }[]): JSONContent => ({
  type: 'doc',
  content: [{ type: 'slider', attrs: { images } }],
});

describe('SliderNode', () => {
  it('renders exactly the markup the server renders', () => {
    const html = generateHTML(
      doc([
        { src: '/uploads/documents/12/abc-1280.webp', alt: '' },
        { src: '/uploads/documents/12/def-1280.webp', alt: 'Spawn at night' },
      ]),
      extensions,
    );
    expect(html).toBe(
      '<div class="doc-slider" data-slider="" data-count="2"><div class="doc-slider__track">' +
        '<figure class="doc-slider__slide"><img src="/uploads/documents/12/abc-1280.webp" alt="" loading="lazy"></figure>' +
        '<figure class="doc-slider__slide"><img src="/uploads/documents/12/def-1280.webp" alt="Spawn at night" loading="lazy"></figure>' +
        '</div></div>',
    );
  });

  it('reads its own markup back into the same JSON', () => {
    const json = doc([
      { src: '/uploads/documents/12/abc-1280.webp', alt: '' },
      { src: '/uploads/documents/12/def-1280.webp', alt: 'Spawn at night' },
    ]);
    expect(generateJSON(generateHTML(json, extensions), extensions)).toEqual(json);
  });

  it('escapes & and double quotes in attributes as the server does', () => {
    const html = generateHTML(
      doc([{ src: '/uploads/a.webp?x=1&y=2', alt: 'The "Keep" & walls' }]),
      extensions,
    );
    expect(html).toContain('src="/uploads/a.webp?x=1&amp;y=2"');
    expect(html).toContain('alt="The &quot;Keep&quot; &amp; walls"');
  });

  it('parses server HTML, skipping slides without a source', () => {
    const html =
      '<p>Before</p><div class="doc-slider" data-slider="" data-count="3"><div class="doc-slider__track">' +
      '<figure class="doc-slider__slide"><img src="/uploads/one.webp" alt="One" loading="lazy"></figure>' +
      '<figure class="doc-slider__slide"><img alt="broken"></figure>' +
      '<figure class="doc-slider__slide"><img src="/uploads/two.webp" loading="lazy"></figure>' +
      '</div></div>';
    expect(generateJSON(html, extensions).content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Before' }] },
      {
        type: 'slider',
        attrs: {
          images: [
            { src: '/uploads/one.webp', alt: 'One' },
            { src: '/uploads/two.webp', alt: '' },
          ],
        },
      },
    ]);
  });

  it('renders an empty slider as an empty track', () => {
    expect(generateHTML(doc([]), extensions)).toBe(
      '<div class="doc-slider" data-slider="" data-count="0"><div class="doc-slider__track"></div></div>',
    );
  });
});
