import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// import.meta.glob takes only literal patterns, so the list of every-page namespaces is written three
// times: the two chunks that hold it and the exclusion in loadLanguage.ts. They must name the same ones,
// or a namespace would be in no chunk (missing strings) or in two (loaded twice).
const here = import.meta.dirname;
const braceLists = (file: string) =>
  [...readFileSync(path.join(here, file), 'utf8').matchAll(/i18n\/(?:\*|en|ru)\/\{([\w,]+)\}\.json/g)].map(
    (match) => (match[1] ?? '').split(',').sort(),
  );

describe('the every-page namespaces', () => {
  it('are the same list in both chunks and in the loader’s exclusion', () => {
    const [ru] = braceLists('everyPageRu.ts');
    const [en] = braceLists('everyPageEn.ts');
    const [excluded] = braceLists('loadLanguage.ts');
    expect(ru).toContain('common');
    expect(en).toEqual(ru);
    expect(excluded).toEqual(ru);
  });
});
