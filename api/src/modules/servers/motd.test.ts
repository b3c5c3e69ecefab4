import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MOTD_MAX_CHARS, PLAIN, motdSegments, motdText, readStoredMotd, type MotdSegment } from './motd.js';

const plain = PLAIN;

describe('motdSegments', () => {
  it('reads § colour and format codes; a colour code ends the formats, §r resets', () => {
    expect(motdSegments('§aGreen §lbold§r plain §x§F§F§0§0§8§8hex')).toEqual([
      { ...plain, text: 'Green ', color: '#55ff55' },
      { ...plain, text: 'bold', color: '#55ff55', bold: true },
      { ...plain, text: ' plain ' },
      { ...plain, text: 'hex', color: '#ff0088' },
    ]);
  });

  it('reads chat components: inherited styles, named and hex colours, extra, arrays, § inside text', () => {
    const component = {
      text: '',
      color: 'gold',
      extra: [
        { text: 'Lodestone ', bold: true },
        { text: 'HiTech', color: '#00AAFF', italic: true },
        '\n§cline two',
        ['', { text: ' [', color: 'not-a-colour' }, ']'],
      ],
    };
    expect(motdSegments(component)).toEqual([
      { ...plain, text: 'Lodestone ', color: '#ffaa00', bold: true },
      { ...plain, text: 'HiTech', color: '#00aaff', italic: true },
      { ...plain, text: '\n', color: '#ffaa00' },
      { ...plain, text: 'line two', color: '#ff5555' },
      { ...plain, text: ' []', color: '#ffaa00' },
    ]);
  });

  it('keeps markup as text: an XSS payload stays characters, and a style cannot carry CSS', () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const segments = motdSegments({ text: payload, color: 'red;background:url(javascript:alert(3))' });
    expect(motdText(segments)).toBe(payload);
    expect(segments[0]?.color).toBeNull();
  });

  it('stays within its bounds for any input (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 30 }), fc.string({ maxLength: 2000 }), (json, text) => {
        for (const segments of [motdSegments(json), motdSegments(text)]) {
          expect(motdText(segments).length).toBeLessThanOrEqual(MOTD_MAX_CHARS);
          for (const segment of segments) {
            expect(segment.color === null || /^#[0-9a-f]{6}$/.test(segment.color)).toBe(true);
            expect(segment.text).not.toBe('');
          }
        }
      }),
    );
  });

  it('leaves text without § codes as it is, apart from the ends (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', ' ', '<', '&', '"', '\n', 'ж'),
      maxLength: 200,
    });
    fc.assert(fc.property(text, (value) => motdText(motdSegments(value)) === value.trim()));
  });
});

describe('readStoredMotd', () => {
  it('reads the stored segments back and reads an older plain row as § text', () => {
    const segments: MotdSegment[] = [{ ...plain, text: 'Hi', color: '#55ff55' }];
    expect(readStoredMotd(JSON.stringify(segments))).toEqual(segments);
    expect(readStoredMotd('§aHi')).toEqual(segments);
    expect(readStoredMotd(null)).toEqual([]);
    // A row whose JSON is not segments (a colour that is CSS) is read as text, never trusted.
    const forged = JSON.stringify([{ ...plain, text: 'x', color: 'red;x:y' }]);
    expect(readStoredMotd(forged)).toEqual([{ ...plain, text: forged }]);
  });
});
