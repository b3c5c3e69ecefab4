// Small builders so the demo content reads like text rather than nested JSON.
export interface TiptapNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TiptapNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

type Inline = string | TiptapNode;

const text = (value: string, marks?: TiptapNode['marks']): TiptapNode =>
  marks === undefined ? { type: 'text', text: value } : { type: 'text', text: value, marks };

const inline = (parts: Inline[]): TiptapNode[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part));

export const doc = (...content: TiptapNode[]): TiptapNode => ({ type: 'doc', content });
export const h2 = (value: string): TiptapNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [text(value)],
});
export const h3 = (value: string): TiptapNode => ({
  type: 'heading',
  attrs: { level: 3 },
  content: [text(value)],
});
export const p = (...parts: Inline[]): TiptapNode => ({ type: 'paragraph', content: inline(parts) });
export const b = (value: string): TiptapNode => text(value, [{ type: 'bold' }]);
export const i = (value: string): TiptapNode => text(value, [{ type: 'italic' }]);
export const code = (value: string): TiptapNode => text(value, [{ type: 'code' }]);
export const a = (value: string, href: string): TiptapNode =>
  text(value, [{ type: 'link', attrs: { href } }]);
export const ul = (...items: Inline[][]): TiptapNode => ({
  type: 'bulletList',
  content: items.map((parts) => ({ type: 'listItem', content: [p(...parts)] })),
});
export const ol = (...items: Inline[][]): TiptapNode => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items.map((parts) => ({ type: 'listItem', content: [p(...parts)] })),
});
export const quote = (...parts: Inline[]): TiptapNode => ({ type: 'blockquote', content: [p(...parts)] });
export const hr = (): TiptapNode => ({ type: 'horizontalRule' });
