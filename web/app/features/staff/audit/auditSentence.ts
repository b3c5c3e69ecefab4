/**
 * An audit entry as a sentence (docs/staff.md "Audit log"). The translation of each action is a template
 * like `<actor>{{actor}}</actor> added <player>{{player}}</player> to the group <group>{{target}}</group>`:
 * tags become links to the staff screen of what they name, placeholders take the entry's facts. Tags
 * are cut out of the template before the facts go in, so a reason typed by staff never becomes a link.
 */

export interface AuditEntryFacts {
  action: string;
  actorLogin: string | null;
  targetLogin: string | null;
  target: string | null;
  before: string | null;
  after: string | null;
}

export type SentencePiece = { text: string } | { tag: string; text: string };

/** What a placeholder may read: the entry's people, its target's id, before/after and formatted extras. */
export type SentenceValues = Record<string, unknown>;

const TAG = /<(\w+)>(.*?)<\/\1>/g;
const PLACEHOLDER = /\{\{([\w.]+)\}\}/g;
const MISSING = '—';

/** The recorded JSON as an object; anything else (a list, a broken value) as no facts. */
export function parseFacts(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A recorded list (the servers' order) as its items; anything else as none. */
export function parseList(json: string | null): unknown[] {
  if (json === null) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** `server:hitech` → `hitech`; a target without a kind stays as it is. */
export function targetId(target: string | null): string {
  if (target === null) return '';
  const colon = target.indexOf(':');
  return colon === -1 ? target : target.slice(colon + 1);
}

function valueAt(values: SentenceValues, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function readable(value: unknown): string {
  if (value === undefined || value === null || value === '') return MISSING;
  if (Array.isArray(value)) return value.map(readable).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${readable(inner)}`)
      .join(', ');
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : MISSING;
}

function fill(text: string, values: SentenceValues): string {
  return text.replace(PLACEHOLDER, (_, path: string) => readable(valueAt(values, path)));
}

/** The template cut into plain text and tagged pieces, each with its placeholders filled. */
export function sentencePieces(template: string, values: SentenceValues): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > last) pieces.push({ text: fill(template.slice(last, match.index), values) });
    pieces.push({ tag, text: fill(inner, values) });
    last = match.index + whole.length;
  }
  if (last < template.length) pieces.push({ text: fill(template.slice(last), values) });
  return pieces;
}

/** The facts of an unknown action as `key: value` lines, never raw JSON. */
export function factLines(
  entry: AuditEntryFacts,
): { label: 'before' | 'after'; key: string; value: string }[] {
  return (['before', 'after'] as const).flatMap((label) =>
    Object.entries(parseFacts(entry[label])).map(([key, value]) => ({ label, key, value: readable(value) })),
  );
}
