import { describe, expect, it } from 'vitest';

import { modCatalogueVariables } from './modCatalogue';

describe('modCatalogueVariables', () => {
  it('reads tag, words and page from the URL', () => {
    expect(modCatalogueVariables(new URLSearchParams('tag=Magic&q=thaum&page=2'))).toEqual({
      tag: 'magic',
      search: 'thaum',
      page: 2,
    });
  });

  it('ignores values the api would refuse', () => {
    expect(modCatalogueVariables(new URLSearchParams(`tag=${'x'.repeat(40)}&q=a&page=0`))).toEqual({});
    expect(modCatalogueVariables(new URLSearchParams('page=2.5'))).toEqual({});
  });
});
