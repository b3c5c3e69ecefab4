/**
 * Stored-XSS payloads for documents: the classic cheat-sheet vectors (OWASP XSS Filter Evasion) and the
 * editor-content vectors of NamelessMC's CVE-2025-54117 (HTML smuggled through rich-text content,
 * titles and links). Shared by the api regression tests and the browser test.
 */
export const XSS_STRINGS = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<body onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<details open ontoggle=window.__xss=1>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<div style="background:url(javascript:window.__xss=1)">',
];

export const XSS_URLS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'java\nscript:window.__xss=1',
  '\u0000javascript:window.__xss=1',
  'javascript&colon;window.__xss=1',
  '&#106;avascript:window.__xss=1',
  'vbscript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  '//evil.example/x.js',
  '\\\\evil.example\\x',
];

/**
 * The payloads a request can carry: the api refuses any NUL character at the door with 400 (Postgres
 * text cannot hold one), so the NUL payload is tested on the sanitizer directly and by that refusal.
 */
export const XSS_URLS_OVER_HTTP = XSS_URLS.filter((url) => !url.includes('\u0000'));

/** Tiptap JSON that tries every way in: payloads as text, as link targets, as image sources, as attributes. */
export function xssDocument(urls: readonly string[] = XSS_URLS): Record<string, unknown> {
  return {
    type: 'doc',
    content: [
      ...XSS_STRINGS.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
      {
        type: 'paragraph',
        attrs: {
          onclick: 'window.__xss=1',
          style: 'x:expression(window.__xss=1)',
          textAlign: 'center" onmouseover="window.__xss=1',
        },
        content: urls.map((href) => ({
          type: 'text',
          text: `link ${href}`,
          marks: [
            { type: 'link', attrs: { href, target: '_self', onclick: 'window.__xss=1' } },
            { type: 'textStyle', attrs: { color: 'red;background:url(javascript:window.__xss=1)' } },
          ],
        })),
      },
      ...urls.map((src) => ({
        type: 'image',
        attrs: { src, alt: '"><script>window.__xss=1</script>', onerror: 'window.__xss=1' },
      })),
      {
        type: 'slider',
        attrs: { images: urls.map((src) => ({ src, alt: '<img src=x onerror=window.__xss=1>' })) },
      },
      { type: 'html', content: '<script>window.__xss=1</script>' },
      { type: 'iframe', attrs: { src: 'javascript:window.__xss=1' } },
      {
        type: 'heading',
        attrs: { level: '1 onclick=window.__xss=1' },
        content: [{ type: 'text', text: 'Heading' }],
      },
      {
        type: 'codeBlock',
        attrs: { language: '"><script>window.__xss=1</script>' },
        content: [{ type: 'text', text: '<script>window.__xss=1</script>' }],
      },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableCell',
                attrs: { colspan: '2 onclick=window.__xss=1' },
                content: [
                  {
                    type: 'paragraph',
                    content: [{ type: 'text', text: '<img src=x onerror=window.__xss=1>' }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
