import { describe, expect, it } from 'vitest';

import { renderTiptap } from './renderTiptap.js';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => p(text('x', [{ type: 'link', attrs: { href } }]));
const image = (src: string, alt = '') => ({ type: 'image', attrs: { src, alt } });

describe('renderTiptap', () => {
  it('renders the allowed nodes and marks', () => {
    const html = renderTiptap(
      doc(
        { type: 'heading', attrs: { level: 3 }, content: [text('Title')] },
        p(text('a', [{ type: 'bold' }, { type: 'italic' }]), text('b', [{ type: 'strike' }]), {
          type: 'hardBreak',
        }),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [p(text('two'))] }],
        },
        { type: 'blockquote', content: [p(text('q', [{ type: 'underline' }, { type: 'code' }]))] },
        { type: 'codeBlock', attrs: { language: 'java' }, content: [text('int x = 1 < 2;')] },
        { type: 'horizontalRule' },
        image('/uploads/covers/a.svg', 'cover'),
      ),
    );
    expect(html).toBe(
      '<h3>Title</h3><p><em><strong>a</strong></em><s>b</s><br></p><ul><li><p>one</p></li></ul>' +
        '<ol start="3"><li><p>two</p></li></ol><blockquote><p><code><u>q</u></code></p></blockquote>' +
        '<pre><code class="language-java">int x = 1 &lt; 2;</code></pre><hr>' +
        '<img src="/uploads/covers/a.svg" alt="cover" loading="lazy">',
    );
  });

  it('escapes script tags in text', () => {
    expect(renderTiptap(doc(p(text('<script>alert(1)</script>'))))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('refuses javascript:, data: and protocol-relative links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(renderTiptap(link(href)), href).toBe('<p>x</p>');
    }
  });

  it('keeps http(s), mailto and relative links', () => {
    expect(renderTiptap(link('https://example.com/?a=1&b=2'))).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">x</a></p>',
    );
    expect(renderTiptap(link('mailto:team@example.com'))).toContain('href="mailto:team@example.com"');
    expect(renderTiptap(link('/ru/rules#pvp'))).toBe('<p><a href="/ru/rules#pvp">x</a></p>');
  });

  it('escapes attribute values so they cannot break out', () => {
    const html = renderTiptap(
      doc(image('https://cdn.example/a.png" onerror="alert(1)', '" onerror="alert(2)')),
    );
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('&quot; onerror=&quot;alert(1)');
    expect(renderTiptap(link('https://x.example/" onmouseover="alert(1)'))).not.toContain('" onmouseover');
  });

  it('allows images only over http(s) or from /uploads/', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/api/main',
      '//evil/x.png',
      '/uploads/../secret',
    ]) {
      expect(renderTiptap(doc(image(src))), src).toBe('');
    }
    expect(renderTiptap(doc(image('https://cdn.example/a.png')))).toContain(
      'src="https://cdn.example/a.png"',
    );
  });

  it('drops unknown nodes and marks but keeps their text', () => {
    const html = renderTiptap(
      doc(
        {
          type: 'iframe',
          attrs: { src: 'https://evil' },
          content: [p(text('inside', [{ type: 'onclick' }]))],
        },
        { type: 'script', content: [text('alert(1)')] },
      ),
    );
    expect(html).toBe('<p>inside</p>alert(1)');
  });

  it('survives garbage and very deep nesting', () => {
    expect(renderTiptap(null)).toBe('');
    expect(renderTiptap('<b>')).toBe('');
    expect(renderTiptap({ type: 'doc', content: [1, null, { text: 'no type' }] })).toBe('');
    let deep: unknown = text('deep');
    for (let level = 0; level < 5000; level += 1) deep = { type: 'blockquote', content: [deep] };
    expect(() => renderTiptap(deep)).not.toThrow();
    expect(renderTiptap({ type: 'heading', attrs: { level: 9 }, content: [text('h')] })).toBe('<h2>h</h2>');
  });
});
