import { describe, expect, it } from 'vitest';

import { resources } from '../platform/i18n/resources';

// Plural forms differ by language (ru has _few and _many), so keys are compared without the suffix.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n catalogues', () => {
  for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
    it(`${namespace}: ru and en have the same keys`, () => {
      expect([...new Set(keys(resources.ru[namespace]))].sort()).toEqual(
        [...new Set(keys(resources.en[namespace]))].sort(),
      );
    });
  }
});
