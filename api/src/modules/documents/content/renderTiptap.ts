import { safeImageUrl, safeLinkUrl } from './safeUrl.js';

interface TiptapMark {
  type: string;
  attrs: Record<string, unknown>;
}

interface TiptapNode {
  type: string;
  attrs: Record<string, unknown>;
  content: unknown[];
  marks: TiptapMark[];
  text: string;
}

const MAX_DEPTH = 64;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readNode(value: unknown): TiptapNode | null {
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  const marks = Array.isArray(value.marks) ? value.marks : [];
  return {
    type: value.type,
    attrs: isRecord(value.attrs) ? value.attrs : {},
    content: Array.isArray(value.content) ? value.content : [],
    marks: marks.flatMap((mark): TiptapMark[] =>
      isRecord(mark) && typeof mark.type === 'string'
        ? [{ type: mark.type, attrs: isRecord(mark.attrs) ? mark.attrs : {} }]
        : [],
    ),
    text: typeof value.text === 'string' ? value.text : '',
  };
}

function attribute(name: string, value: string | number): string {
  return ` ${name}="${escapeHtml(String(value))}"`;
}

function applyMark(html: string, mark: TiptapMark): string {
  switch (mark.type) {
    case 'bold':
      return `<strong>${html}</strong>`;
    case 'italic':
      return `<em>${html}</em>`;
    case 'underline':
      return `<u>${html}</u>`;
    case 'strike':
      return `<s>${html}</s>`;
    case 'code':
      return `<code>${html}</code>`;
    case 'link': {
      const href = safeLinkUrl(mark.attrs.href);
      if (href === null) return html;
      const external = /^https?:/i.test(href);
      const rel = external
        ? attribute('rel', 'noopener noreferrer nofollow') + attribute('target', '_blank')
        : '';
      return `<a${attribute('href', href)}${rel}>${html}</a>`;
    }
    default:
      return html;
  }
}

function headingLevel(raw: unknown): number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 4 ? raw : 2;
}

function codeLanguage(raw: unknown): string {
  return typeof raw === 'string' && /^[a-z0-9+#-]{1,32}$/i.test(raw)
    ? attribute('class', `language-${raw}`)
    : '';
}

function renderChildren(node: TiptapNode, depth: number): string {
  return node.content.map((child) => renderNode(child, depth + 1)).join('');
}

function renderNode(value: unknown, depth: number): string {
  const node = readNode(value);
  if (node === null || depth > MAX_DEPTH) return '';
  const inner = (): string => renderChildren(node, depth);
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      // Marks apply inside-out in the order Tiptap stores them.
      return node.marks.reduce(applyMark, escapeHtml(node.text));
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading': {
      const level = headingLevel(node.attrs.level);
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList': {
      const start = node.attrs.start;
      const startAttr =
        typeof start === 'number' && Number.isInteger(start) && start !== 1 ? attribute('start', start) : '';
      return `<ol${startAttr}>${inner()}</ol>`;
    }
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'codeBlock':
      // Only the text of a code block counts; marks inside code are meaningless.
      return `<pre><code${codeLanguage(node.attrs.language)}>${plainText(node, depth)}</code></pre>`;
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'image': {
      const src = safeImageUrl(node.attrs.src);
      if (src === null) return '';
      const alt = typeof node.attrs.alt === 'string' ? node.attrs.alt : '';
      const title = typeof node.attrs.title === 'string' ? attribute('title', node.attrs.title) : '';
      return `<img${attribute('src', src)}${attribute('alt', alt)}${title} loading="lazy">`;
    }
    default:
      // Unknown node: its wrapper is dropped, its text survives.
      return inner();
  }
}

function plainText(node: TiptapNode, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  if (node.type === 'text') return escapeHtml(node.text);
  return node.content
    .map((child) => {
      const read = readNode(child);
      return read === null ? '' : plainText(read, depth + 1);
    })
    .join('');
}

/** Tiptap JSON to HTML through an allowlist: only known nodes and marks, every string escaped. */
export function renderTiptap(content: unknown): string {
  return renderNode(content, 0);
}
