/**
 * The previous site's export of cached sign-ins (docs/operations.md "Migrating from the previous site"):
 * CSV with a header naming `login`, `token` and optionally `expires`, or a JSON array of
 * `{ login, token, expires? }`. `expires` is an ISO date or Unix seconds; empty means the default.
 */

export interface LegacyTokenRow {
  /** Where the row stands in the file, for the report: the CSV line or the JSON entry (from 1). */
  at: string;
  login: string;
  token: string;
  expiresAt: Date | null;
}

export interface BadLegacyRow {
  at: string;
  reason: string;
}

export interface ParsedLegacyTokens {
  rows: LegacyTokenRow[];
  bad: BadLegacyRow[];
}

/** The file as a whole cannot be read: nothing is imported. */
export class LegacyTokenFileError extends Error {}

const MAX_LOGIN_LENGTH = 64;
/** The exchange ignores anything shorter (flow tokens), so such a token could never be used. */
const MIN_TOKEN_LENGTH = 6;
const MAX_TOKEN_LENGTH = 512;

export function parseLegacyTokenFile(text: string, fileName: string): ParsedLegacyTokens {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new LegacyTokenFileError('the file is empty');
  const json = fileName.toLowerCase().endsWith('.json') || /^\s*[[{]/.test(body);
  const parsed = json ? parseJson(body) : parseCsv(body);
  if (parsed.rows.length === 0 && parsed.bad.length === 0) {
    throw new LegacyTokenFileError('the file has no rows');
  }
  return parsed;
}

function parseJson(body: string): ParsedLegacyTokens {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    throw new LegacyTokenFileError(
      `not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`,
    );
  }
  if (!Array.isArray(value)) {
    throw new LegacyTokenFileError('the JSON must be an array of { login, token, expires? }');
  }
  const result: ParsedLegacyTokens = { rows: [], bad: [] };
  value.forEach((entry: unknown, index) => {
    const at = `entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      result.bad.push({ at, reason: 'not an object' });
      return;
    }
    const fields = entry as Record<string, unknown>;
    const expires = fields.expires ?? null;
    if (typeof fields.login !== 'string' || typeof fields.token !== 'string') {
      result.bad.push({ at, reason: 'login and token must be strings' });
      return;
    }
    if (expires !== null && typeof expires !== 'string' && typeof expires !== 'number') {
      result.bad.push({ at, reason: 'expires must be a date or Unix seconds' });
      return;
    }
    collect(result, at, fields.login, fields.token, expires === null ? '' : String(expires));
  });
  return result;
}

function parseCsv(body: string): ParsedLegacyTokens {
  const lines = body.split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  const headerLine = lines[headerIndex] ?? '';
  const separator = headerLine.includes(',') || !headerLine.includes(';') ? ',' : ';';
  const header = splitCsvLine(headerLine, separator).map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [login, token, expires] = [column('login'), column('token'), column('expires')];
  if (login < 0 || token < 0) {
    throw new LegacyTokenFileError(
      `the CSV header must name the columns login and token (found: ${header.join(', ') || 'nothing'})`,
    );
  }
  const result: ParsedLegacyTokens = { rows: [], bad: [] };
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const cells = splitCsvLine(line, separator);
    const at = `line ${index + 1}`;
    if (cells.length < header.length) {
      result.bad.push({ at, reason: `${cells.length} columns where the header has ${header.length}` });
      continue;
    }
    collect(result, at, cells[login] ?? '', cells[token] ?? '', expires < 0 ? '' : (cells[expires] ?? ''));
  }
  return result;
}

/** One CSV line into cells: double quotes may wrap a cell, and `""` inside them is a quote. */
export function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

function collect(
  result: ParsedLegacyTokens,
  at: string,
  rawLogin: string,
  rawToken: string,
  rawExpires: string,
) {
  const login = rawLogin.trim();
  const token = rawToken.trim();
  const reason = rowProblem(login, token);
  if (reason !== null) {
    result.bad.push({ at, reason });
    return;
  }
  const expiresAt = readExpiry(rawExpires.trim());
  if (expiresAt === undefined) {
    result.bad.push({ at, reason: `unreadable expiry '${rawExpires.trim()}'` });
    return;
  }
  result.rows.push({ at, login, token, expiresAt });
}

function rowProblem(login: string, token: string): string | null {
  if (login === '') return 'no login';
  if (login.length > MAX_LOGIN_LENGTH) return `login longer than ${MAX_LOGIN_LENGTH} characters`;
  if (token.length < MIN_TOKEN_LENGTH) return `token shorter than ${MIN_TOKEN_LENGTH} characters`;
  if (token.length > MAX_TOKEN_LENGTH) return `token longer than ${MAX_TOKEN_LENGTH} characters`;
  return null;
}

/** null: no expiry given; undefined: unreadable. Digits are Unix seconds, anything else a date. */
function readExpiry(value: string): Date | null | undefined {
  if (value === '') return null;
  const date = new Date(/^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value));
  // Out of the Date range (a huge number) reads as invalid too.
  return Number.isNaN(date.getTime()) ? undefined : date;
}
