/**
 * A server's message of the day as styled runs of text. Servers send it as a chat component (JSON:
 * text, colour, bold, ..., extra) or as a string with `§` codes (the legacy pings, and many modern
 * servers inside `text`). Both become the same flat list, which the site draws as plain spans: only
 * text and a fixed set of styles survive, so nothing a server sends can become markup.
 */
export interface MotdSegment {
  text: string;
  /** `#rrggbb`, or null for the default colour. */
  color: string | null;
  bold: boolean;
  italic: boolean;
  underlined: boolean;
  strikethrough: boolean;
  obfuscated: boolean;
}

export type Style = Omit<MotdSegment, 'text'>;

/** No colour, no formats: where every MOTD starts. */
export const PLAIN: Style = {
  color: null,
  bold: false,
  italic: false,
  underlined: false,
  strikethrough: false,
  obfuscated: false,
};

/** The 16 named colours, by chat-component name and by `§` code. */
const NAMED_COLOURS: [name: string, code: string, hex: string][] = [
  ['black', '0', '#000000'],
  ['dark_blue', '1', '#0000aa'],
  ['dark_green', '2', '#00aa00'],
  ['dark_aqua', '3', '#00aaaa'],
  ['dark_red', '4', '#aa0000'],
  ['dark_purple', '5', '#aa00aa'],
  ['gold', '6', '#ffaa00'],
  ['gray', '7', '#aaaaaa'],
  ['dark_gray', '8', '#555555'],
  ['blue', '9', '#5555ff'],
  ['green', 'a', '#55ff55'],
  ['aqua', 'b', '#55ffff'],
  ['red', 'c', '#ff5555'],
  ['light_purple', 'd', '#ff55ff'],
  ['yellow', 'e', '#ffff55'],
  ['white', 'f', '#ffffff'],
];
const COLOUR_BY_NAME = new Map(NAMED_COLOURS.map(([name, , hex]) => [name, hex]));
const COLOUR_BY_CODE = new Map(NAMED_COLOURS.map(([, code, hex]) => [code, hex]));
const FORMAT_BY_CODE: Partial<Record<string, keyof Omit<Style, 'color'>>> = {
  k: 'obfuscated',
  l: 'bold',
  m: 'strikethrough',
  n: 'underlined',
  o: 'italic',
};
const HEX = /^#[0-9a-f]{6}$/;

/** What a MOTD may grow to: a real one is two lines; a hostile one must not fill the database. */
export const MOTD_MAX_CHARS = 512;
const MOTD_MAX_SEGMENTS = 128;
const MOTD_MAX_DEPTH = 16;

/** A colour as a chat component names it (a name or `#rrggbb`); anything else keeps the parent's. */
function colourOf(value: unknown): string | null | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  if (lower === 'reset') return null;
  return COLOUR_BY_NAME.get(lower) ?? (HEX.test(lower) ? lower : undefined);
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

class SegmentWriter {
  readonly segments: MotdSegment[] = [];
  private chars = 0;

  get full(): boolean {
    return this.chars >= MOTD_MAX_CHARS || this.segments.length >= MOTD_MAX_SEGMENTS;
  }

  push(text: string, style: Style): void {
    // Control characters other than the line break draw nothing useful and can confuse a terminal log.
    let clean = '';
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charAt(index);
      if (char === '\n' || !isControl(char)) clean += char;
    }
    if (clean === '' || this.full) return;
    const room = clean.slice(0, MOTD_MAX_CHARS - this.chars);
    this.chars += room.length;
    const last = this.segments[this.segments.length - 1];
    if (last !== undefined && sameStyle(last, style)) last.text += room;
    else this.segments.push({ text: room, ...style });
  }

  /** A string with `§` codes, starting from the component's own style (`§r` returns to it). */
  pushLegacy(text: string, base: Style): void {
    let style = { ...base };
    let run = '';
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charAt(index);
      if (char !== '§' || index + 1 >= text.length) {
        run += char;
        continue;
      }
      this.push(run, style);
      run = '';
      const code = (text[index + 1] ?? '').toLowerCase();
      index += 1;
      const hex = code === 'x' ? /^(?:§[0-9a-f]){6}/i.exec(text.slice(index + 1)) : null;
      if (hex !== null) {
        // BungeeCord's hex colour: §x§R§R§G§G§B§B.
        style = { ...PLAIN, color: `#${hex[0].replace(/§/g, '').toLowerCase()}` };
        index += hex[0].length;
      } else if (COLOUR_BY_CODE.has(code)) {
        // A colour code also ends bold, italic, ...: the game's own rule.
        style = { ...PLAIN, color: COLOUR_BY_CODE.get(code) ?? null };
      } else if (code === 'r') {
        style = { ...base };
      } else {
        const flag = FORMAT_BY_CODE[code];
        if (flag !== undefined) style = { ...style, [flag]: true };
      }
    }
    this.push(run, style);
  }

  component(node: unknown, parent: Style, depth: number): void {
    if (this.full || depth > MOTD_MAX_DEPTH) return;
    if (typeof node === 'string') {
      this.pushLegacy(node, parent);
    } else if (typeof node === 'number' || typeof node === 'boolean') {
      this.push(String(node), parent);
    } else if (Array.isArray(node)) {
      // An array is its first element with the others as that element's extra.
      const [first, ...rest] = node as unknown[];
      this.component(first, parent, depth + 1);
      const style = isObject(first) ? styleOf(first, parent) : parent;
      for (const child of rest) this.component(child, style, depth + 1);
    } else if (isObject(node)) {
      const record = node;
      const style = styleOf(record, parent);
      const text = record.text ?? record[''] ?? record.translate ?? '';
      if (typeof text === 'string') this.pushLegacy(text, style);
      if (Array.isArray(record.extra))
        for (const child of record.extra) this.component(child, style, depth + 1);
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function styleOf(record: Record<string, unknown>, parent: Style): Style {
  const style = { ...parent };
  const colour = colourOf(record.color);
  if (colour !== undefined) style.color = colour;
  for (const flag of ['bold', 'italic', 'underlined', 'strikethrough', 'obfuscated'] as const) {
    if (typeof record[flag] === 'boolean') style[flag] = record[flag];
  }
  return style;
}

function sameStyle(a: Style, b: Style): boolean {
  return (
    a.color === b.color &&
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underlined === b.underlined &&
    a.strikethrough === b.strikethrough &&
    a.obfuscated === b.obfuscated
  );
}

/** A chat component (or a `§` string) as styled runs, trimmed and bounded. */
export function motdSegments(component: unknown): MotdSegment[] {
  const writer = new SegmentWriter();
  writer.component(component, PLAIN, 0);
  return trimSegments(writer.segments);
}

function trimSegments(segments: MotdSegment[]): MotdSegment[] {
  const first = segments[0];
  if (first !== undefined) first.text = first.text.trimStart();
  const last = segments[segments.length - 1];
  if (last !== undefined) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text !== '');
}

export function motdText(segments: MotdSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

function isSegment(value: unknown): value is MotdSegment {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.text === 'string' &&
    (record.color === null || (typeof record.color === 'string' && HEX.test(record.color))) &&
    ['bold', 'italic', 'underlined', 'strikethrough', 'obfuscated'].every(
      (flag) => typeof record[flag] === 'boolean',
    )
  );
}

/**
 * The stored MOTD column: the segments as JSON (what the poller writes), or, for a row written before,
 * plain text that may carry `§` codes. Either way the answer is checked segments.
 */
export function readStoredMotd(stored: string | null): MotdSegment[] {
  if (stored === null || stored === '') return [];
  if (stored.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed) && parsed.every(isSegment)) return parsed.map((segment) => ({ ...segment }));
    } catch {
      // Not ours: read it as text below.
    }
  }
  return motdSegments(stored);
}
