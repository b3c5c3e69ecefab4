import { describe, expect, it } from 'vitest';

import { coverSrc } from './coverSrc';
import { documentVariables } from './documentVariables';

describe('document helpers', () => {
  it('asks by id for numbers and by slug otherwise', () => {
    expect(documentVariables('42')).toEqual({ id: 42 });
    expect(documentVariables('winter-wipe-2025')).toEqual({ slug: 'winter-wipe-2025' });
    expect(documentVariables('042')).toEqual({ slug: '042' });
    expect(documentVariables('99999999999')).toEqual({ slug: '99999999999' });
  });

  it('only shows same-origin covers', () => {
    expect(coverSrc('/uploads/covers/hitech.svg')).toBe('/uploads/covers/hitech.svg');
    expect(coverSrc('https://evil.example/x.png')).toBeUndefined();
    expect(coverSrc(null)).toBeUndefined();
  });
});
