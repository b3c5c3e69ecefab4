import { describe, expect, it } from 'vitest';

import { renderTiptap } from './renderTiptap.js';
import { sanitizeTiptap } from './sanitizeTiptap.js';
import { XSS_STRINGS, xssDocument } from './xssPayloads.js';

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'a',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'img',
  'div',
  'figure',
  'table',
  'tbody',
  'tr',
  'th',
  'td',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'rel',
  'target',
  'src',
  'alt',
  'title',
  'loading',
  'style',
  'class',
  'start',
  'colspan',
  'rowspan',
  'data-slider',
  'data-count',
]);

/** Every live tag and attribute of the HTML, checked against what the renderer may produce. */
function liveMarkupProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<([a-z][a-z0-9]*)([^>]*)>/gi)) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag ${name}`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
      if (!ALLOWED_ATTRIBUTES.has(attribute)) problems.push(`attribute ${attribute}`);
      if (/script:|data:|expression|url\(/i.test(value)) problems.push(`${attribute}=${value}`);
    }
  }
  return problems;
}

describe('sanitizeTiptap + renderTiptap (stored XSS regression, CVE-2025-54117 class)', () => {
  it('keeps no payload alive in the stored JSON', () => {
    const stored = sanitizeTiptap(xssDocument());
    const attributes = JSON.stringify(stored, (key, value: unknown) => (key === 'text' ? undefined : value));
    expect(attributes).not.toMatch(
      /javascript|vbscript|data:|onclick|onerror|expression|evil\.example|iframe|"html"/i,
    );
    // Text survives as text: the reader sees the payload, nothing runs it.
    expect(JSON.stringify(stored)).toContain('window.__xss=1');
  });

  it('renders every payload as inert text', () => {
    const html = renderTiptap(xssDocument());
    expect(liveMarkupProblems(html)).toEqual([]);
    for (const payload of XSS_STRINGS.slice(0, 3)) {
      expect(html).toContain(
        payload
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#39;'),
      );
    }
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
  });

  it('keeps what the editor makes: alignment, colour, tables, slider, safe links and images', () => {
    const html = renderTiptap({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { textAlign: 'center' },
          content: [
            { type: 'text', text: 'red', marks: [{ type: 'textStyle', attrs: { color: '#ff0000' } }] },
            {
              type: 'text',
              text: 'site',
              marks: [{ type: 'link', attrs: { href: 'https://lodestone.example/x' } }],
            },
          ],
        },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  attrs: { colspan: 2 },
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'H' }] }],
                },
              ],
            },
          ],
        },
        {
          type: 'slider',
          attrs: {
            images: [
              { src: '/uploads/documents/1/a-content.webp', alt: 'A' },
              { src: '/uploads/documents/1/b-content.webp', alt: 'B' },
            ],
          },
        },
      ],
    });
    expect(html).toContain('<p style="text-align: center"><span style="color: #ff0000">red</span>');
    expect(html).toContain(
      '<a href="https://lodestone.example/x" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain('<th colspan="2"><p>H</p></th>');
    expect(html).toContain(
      '<div class="doc-slider" data-slider="" data-count="2"><div class="doc-slider__track"><figure class="doc-slider__slide"><img src="/uploads/documents/1/a-content.webp" alt="A" loading="lazy"></figure>',
    );
  });
});
