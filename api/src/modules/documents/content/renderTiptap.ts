import { sanitizeTiptap, type CleanMark, type CleanNode } from './sanitizeTiptap.js';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function attribute(name: string, value: string | number): string {
  return ` ${name}="${escapeHtml(String(value))}"`;
}

function applyMark(html: string, mark: CleanMark): string {
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
    case 'textStyle':
      return `<span${attribute('style', `color: ${String(mark.attrs?.color)}`)}>${html}</span>`;
    case 'link': {
      const href = String(mark.attrs?.href);
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

function alignment(node: CleanNode): string {
  const align = node.attrs?.textAlign;
  return typeof align === 'string' ? attribute('style', `text-align: ${align}`) : '';
}

function spans(node: CleanNode): string {
  let html = '';
  for (const name of ['colspan', 'rowspan']) {
    const span = node.attrs?.[name];
    if (typeof span === 'number') html += attribute(name, span);
  }
  return html;
}

function text(node: CleanNode): string {
  if (node.type === 'text') return escapeHtml(node.text ?? '');
  return (node.content ?? []).map(text).join('');
}

function image(src: unknown, alt: unknown, title?: unknown): string {
  const titleAttr = typeof title === 'string' ? attribute('title', title) : '';
  return `<img${attribute('src', String(src))}${attribute('alt', typeof alt === 'string' ? alt : '')}${titleAttr} loading="lazy">`;
}

function slider(node: CleanNode): string {
  const images = Array.isArray(node.attrs?.images)
    ? (node.attrs.images as { src: string; alt: string }[])
    : [];
  const slides = images
    .map((slide) => `<figure class="doc-slider__slide">${image(slide.src, slide.alt)}</figure>`)
    .join('');
  // The same markup as the editor's slider node, so the block looks alike in both places.
  return `<div class="doc-slider" data-slider=""${attribute('data-count', images.length)}><div class="doc-slider__track">${slides}</div></div>`;
}

function render(node: CleanNode): string {
  const inner = (): string => (node.content ?? []).map(render).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      // Marks apply inside-out in the order Tiptap stores them.
      return (node.marks ?? []).reduce(applyMark, escapeHtml(node.text ?? ''));
    case 'paragraph':
      return `<p${alignment(node)}>${inner()}</p>`;
    case 'heading': {
      const level = Number(node.attrs?.level ?? 2);
      return `<h${level}${alignment(node)}>${inner()}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start;
      return `<ol${typeof start === 'number' ? attribute('start', start) : ''}>${inner()}</ol>`;
    }
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'codeBlock': {
      const language = node.attrs?.language;
      const className = typeof language === 'string' ? attribute('class', `language-${language}`) : '';
      return `<pre><code${className}>${text(node)}</code></pre>`;
    }
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'image':
      return image(node.attrs?.src, node.attrs?.alt, node.attrs?.title);
    case 'slider':
      return slider(node);
    case 'table':
      return `<div class="doc-table"><table><tbody>${inner()}</tbody></table></div>`;
    case 'tableRow':
      return `<tr>${inner()}</tr>`;
    case 'tableHeader':
      return `<th${spans(node)}>${inner()}</th>`;
    case 'tableCell':
      return `<td${spans(node)}>${inner()}</td>`;
    default:
      return inner();
  }
}

/** Tiptap JSON to HTML: first through the allowlist, then every string escaped on the way out. */
export function renderTiptap(content: unknown): string {
  return render(sanitizeTiptap(content));
}

/** For a caller that already holds the allowlisted tree (and uses it for more than the HTML). */
export function renderCleanTiptap(clean: CleanNode): string {
  return render(clean);
}
