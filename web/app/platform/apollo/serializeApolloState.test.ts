import { describe, expect, it } from 'vitest';

import { APOLLO_STATE_ID, readApolloState, serializeApolloState } from './serializeApolloState';

describe('serializeApolloState', () => {
  const state = {
    'Document:1': {
      __typename: 'Document',
      id: 1,
      contentHtml: '<p>Hi</p></script><script>alert(1)</script>',
    },
    ROOT_QUERY: { __typename: 'Query', note: '<!-- x --> \u2028 line' },
  };

  it('leaves no `<` that could close the script or open a comment', () => {
    const text = serializeApolloState(state);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(text).toContain('\\u003c/script>');
  });

  it('round-trips through the page', () => {
    const script = document.createElement('script');
    script.id = APOLLO_STATE_ID;
    script.type = 'application/json';
    script.textContent = serializeApolloState(state);
    document.body.append(script);
    expect(readApolloState(document)).toEqual(state);
    script.remove();
  });

  it('gives an empty cache when the script is missing or broken', () => {
    expect(readApolloState(document)).toEqual({});
    const script = document.createElement('script');
    script.id = APOLLO_STATE_ID;
    script.textContent = '{broken';
    document.body.append(script);
    expect(readApolloState(document)).toEqual({});
    script.remove();
  });
});
