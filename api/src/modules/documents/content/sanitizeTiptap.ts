import { safeImageUrl, safeLinkUrl } from './safeUrl.js';

export interface CleanMark {
  type: string;
  attrs?: Record<string, string | number>;
}

export interface CleanNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: CleanNode[];
  marks?: CleanMark[];
  text?: string;
}

const MAX_DEPTH = 48;
const MAX_TEXT = 20_000;
const MAX_SLIDES = 20;
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);
// Colours as the editor's picker writes them; anything else (url(), expressions) is dropped.
const COLOUR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

const BLOCKS_WITH_ALIGNMENT = new Set(['paragraph', 'heading']);
const PLAIN_NODES = new Set([
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'hardBreak',
  'horizontalRule',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
]);

// PostgreSQL cannot store U+0000 in text or jsonb; it never means anything in an article.
export function withoutNul(value: string): string {
  return value.replaceAll(String.fromCharCode(0), '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanMark(raw: unknown): CleanMark | null {
  if (!isRecord(raw) || typeof raw.type !== 'string') return null;
  const attrs = isRecord(raw.attrs) ? raw.attrs : {};
  switch (raw.type) {
    case 'bold':
    case 'italic':
    case 'underline':
    case 'strike':
    case 'code':
      return { type: raw.type };
    case 'link': {
      const href = safeLinkUrl(attrs.href);
      return href === null ? null : { type: 'link', attrs: { href } };
    }
    case 'textStyle': {
      const color = typeof attrs.color === 'string' ? attrs.color.trim() : '';
      return COLOUR.test(color) ? { type: 'textStyle', attrs: { color } } : null;
    }
    default:
      return null;
  }
}

function cleanAttrs(type: string, attrs: Record<string, unknown>): Record<string, unknown> | undefined {
  const clean: Record<string, unknown> = {};
  if (BLOCKS_WITH_ALIGNMENT.has(type) && typeof attrs.textAlign === 'string') {
    if (ALIGNMENTS.has(attrs.textAlign) && attrs.textAlign !== 'left') clean.textAlign = attrs.textAlign;
  }
  if (type === 'heading') {
    const level = attrs.level;
    clean.level =
      typeof level === 'number' && Number.isInteger(level) && level >= 2 && level <= 4 ? level : 2;
  }
  if (type === 'orderedList' && typeof attrs.start === 'number' && Number.isInteger(attrs.start)) {
    if (attrs.start > 1 && attrs.start < 10_000) clean.start = attrs.start;
  }
  if (
    type === 'codeBlock' &&
    typeof attrs.language === 'string' &&
    /^[a-z0-9+#-]{1,32}$/i.test(attrs.language)
  ) {
    clean.language = attrs.language;
  }
  if (type === 'tableCell' || type === 'tableHeader') {
    for (const name of ['colspan', 'rowspan'] as const) {
      const span = attrs[name];
      if (typeof span === 'number' && Number.isInteger(span) && span > 1 && span <= 20) clean[name] = span;
    }
  }
  return Object.keys(clean).length === 0 ? undefined : clean;
}

function cleanImage(attrs: Record<string, unknown>): CleanNode | null {
  const src = safeImageUrl(attrs.src);
  if (src === null) return null;
  const alt = typeof attrs.alt === 'string' ? withoutNul(attrs.alt).slice(0, 300) : '';
  const title = typeof attrs.title === 'string' ? withoutNul(attrs.title).slice(0, 300) : undefined;
  return { type: 'image', attrs: title === undefined ? { src, alt } : { src, alt, title } };
}

function cleanSlider(attrs: Record<string, unknown>): CleanNode | null {
  const images = (Array.isArray(attrs.images) ? attrs.images : [])
    .flatMap((image): { src: string; alt: string }[] => {
      if (!isRecord(image)) return [];
      const src = safeImageUrl(image.src);
      return src === null
        ? []
        : [{ src, alt: typeof image.alt === 'string' ? withoutNul(image.alt).slice(0, 300) : '' }];
    })
    .slice(0, MAX_SLIDES);
  return images.length === 0 ? null : { type: 'slider', attrs: { images } };
}

function cleanNode(raw: unknown, depth: number): CleanNode[] {
  if (!isRecord(raw) || typeof raw.type !== 'string' || depth > MAX_DEPTH) return [];
  const attrs = isRecord(raw.attrs) ? raw.attrs : {};
  if (raw.type === 'text') {
    const text = typeof raw.text === 'string' ? withoutNul(raw.text).slice(0, MAX_TEXT) : '';
    if (text === '') return [];
    const marks = (Array.isArray(raw.marks) ? raw.marks : []).flatMap((mark) => cleanMark(mark) ?? []);
    return [marks.length === 0 ? { type: 'text', text } : { type: 'text', text, marks }];
  }
  if (raw.type === 'image') return [cleanImage(attrs) ?? []].flat();
  if (raw.type === 'slider') return [cleanSlider(attrs) ?? []].flat();
  const children = (Array.isArray(raw.content) ? raw.content : []).flatMap((child) =>
    cleanNode(child, depth + 1),
  );
  // An unknown wrapper is dropped; what it held survives as long as it is allowed itself.
  if (!PLAIN_NODES.has(raw.type)) return children;
  const node: CleanNode = { type: raw.type };
  const clean = cleanAttrs(raw.type, attrs);
  if (clean !== undefined) node.attrs = clean;
  if (children.length > 0) node.content = children;
  return [node];
}

/**
 * Rebuilds Tiptap JSON from an allowlist of nodes, marks and attributes. Documents are stored only in
 * this form, and the renderer trusts nothing else either.
 */
export function sanitizeTiptap(content: unknown): CleanNode {
  const cleaned = cleanNode(content, 0);
  const root = cleaned[0];
  if (cleaned.length === 1 && root?.type === 'doc') return root;
  return { type: 'doc', content: cleaned };
}

/** The visible words of a document, for search snippets and reading time. */
export function plainTextOf(node: CleanNode): string {
  if (node.type === 'text') return node.text ?? '';
  const separator = node.type === 'doc' || node.type === 'listItem' ? '\n' : ' ';
  return (node.content ?? []).map(plainTextOf).join(separator);
}
