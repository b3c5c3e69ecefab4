import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LegacyTokenFileError, parseLegacyTokenFile, splitCsvLine } from './legacyTokenFile.js';

describe('the legacy token file', () => {
  it('reads CSV by its header, in any column order, with quotes, a BOM and blank lines', () => {
    const csv =
      '\uFEFFToken,LOGIN,expires\r\n"tok,en-1",Steve,2030-01-01T00:00:00Z\r\n\r\ntoken-2, admin ,\n';
    expect(parseLegacyTokenFile(csv, 'export.csv')).toEqual({
      rows: [
        { at: 'line 2', login: 'Steve', token: 'tok,en-1', expiresAt: new Date('2030-01-01T00:00:00Z') },
        { at: 'line 4', login: 'admin', token: 'token-2', expiresAt: null },
      ],
      bad: [],
    });
  });

  it('reads semicolon CSV and Unix-second expiries', () => {
    const parsed = parseLegacyTokenFile('login;token;expires\nsteve;token-1;1893456000\n', 'export.txt');
    expect(parsed.rows[0]?.expiresAt).toEqual(new Date('2030-01-01T00:00:00Z'));
  });

  it('reads a JSON array and reports its bad entries by position', () => {
    const json = JSON.stringify([
      { login: 'steve', token: 'token-1' },
      { login: 'steve', token: 'abc' },
      { login: 'editor' },
      'steve:token',
      { login: 'editor', token: 'token-3', expires: 'soon' },
      { login: 'editor', token: 'token-4', expires: true },
    ]);
    const parsed = parseLegacyTokenFile(json, 'export.json');
    expect(parsed.rows.map((row) => row.token)).toEqual(['token-1']);
    expect(parsed.bad).toEqual([
      { at: 'entry 2', reason: 'token shorter than 6 characters' },
      { at: 'entry 3', reason: 'login and token must be strings' },
      { at: 'entry 4', reason: 'not an object' },
      { at: 'entry 5', reason: "unreadable expiry 'soon'" },
      { at: 'entry 6', reason: 'expires must be a date or Unix seconds' },
    ]);
  });

  it('counts short CSV rows and empty logins as bad rows, keeping the good ones', () => {
    const parsed = parseLegacyTokenFile('login,token\nsteve\n,token-1\nsteve,token-2\n', 'a.csv');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.bad).toEqual([
      { at: 'line 2', reason: '1 columns where the header has 2' },
      { at: 'line 3', reason: 'no login' },
    ]);
  });

  it('refuses a file it cannot read as a whole', () => {
    const refused =
      (text: string, name = 'a.csv') =>
      () =>
        parseLegacyTokenFile(text, name);
    expect(refused('')).toThrow(LegacyTokenFileError);
    expect(refused('login,token\n')).toThrow(/no rows/);
    expect(refused('steve,token-1\n')).toThrow(/header must name the columns login and token/);
    expect(refused('[{"login":', 'a.json')).toThrow(/not valid JSON/);
    expect(refused('{"login":"steve","token":"token-1"}')).toThrow(/must be an array/);
  });

  it('splits any quoted CSV line back into the cells it was written from', () => {
    const cell = fc.string({ maxLength: 12 }).filter((text) => !/[\r\n]/.test(text));
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 5 }), (cells) => {
        const line = cells.map((text) => `"${text.replaceAll('"', '""')}"`).join(',');
        expect(splitCsvLine(line, ',')).toEqual(cells);
      }),
    );
  });
});
