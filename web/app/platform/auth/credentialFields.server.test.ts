import { describe, expect, it } from 'vitest';

import { readGraphqlRequest } from '../graphql/graphqlRequest.server';
import {
  graphqlRefusal,
  refuseCredentialFields,
  type CredentialGuardOptions,
} from './credentialFields.server';

/** What the /graphql route does: one read of the request, then the guard on what was read. */
async function guard(request: Request, options?: CredentialGuardOptions): Promise<Response | null> {
  const parsed = await readGraphqlRequest(request);
  if (typeof parsed === 'number') return graphqlRefusal(parsed);
  return refuseCredentialFields(parsed.texts, options);
}

function post(query: string) {
  return new Request('http://site.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
}

describe('the /graphql guard', () => {
  it('refuses an operation that selects the token, however it is aliased or split into fragments', async () => {
    expect((await guard(post('mutation { refreshAuth { accessToken } }')))?.status).toBe(403);
    expect((await guard(post('mutation { r: refreshAuth { t: accessId } }')))?.status).toBe(403);
    expect(
      await guard(post('mutation { refreshAuth { ...F } } fragment F on AuthResponse { accessToken }')),
    ).not.toBeNull();
    const get = new Request('http://site.test/graphql?query=%7BrefreshAuth%7BaccessToken%7D%7D');
    expect((await guard(get))?.status).toBe(403);
  });

  it('lets every other operation through, with the body it read for the gateway', async () => {
    const parsed = await readGraphqlRequest(post('mutation { refreshAuth { data { login } coins } }'));
    if (typeof parsed === 'number') throw new Error(`refused with ${parsed}`);
    expect(refuseCredentialFields(parsed.texts)).toBeNull();
    expect(parsed.body?.content).toContain('refreshAuth');
  });
});

describe('the /graphql guard on multipart uploads', () => {
  function upload(query: string) {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query, variables: { file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    return new Request('http://site.test/graphql', { method: 'POST', body });
  }

  it('checks the operations field, not the file, so a 2 MB image passes', async () => {
    const parsed = await readGraphqlRequest(
      upload('mutation ($file: File!) { uploadDocumentImage(id: 1, input: { file: $file }) { src } }'),
    );
    if (typeof parsed === 'number') throw new Error(`refused with ${parsed}`);
    expect(refuseCredentialFields(parsed.texts)).toBeNull();
    const forwarded = parsed.body?.content;
    expect(forwarded instanceof FormData ? forwarded.get('0') : null).toBeInstanceOf(File);
  });

  it('still refuses credentials named in the operations field, and a multipart body without one', async () => {
    expect((await guard(upload('mutation { refreshAuth { accessToken } }')))?.status).toBe(403);
    const noOperations = new FormData();
    noOperations.append('0', new File(['x'], 'a.png'));
    const request = new Request('http://site.test/graphql', { method: 'POST', body: noOperations });
    expect((await guard(request))?.status).toBe(400);
  });
});

describe('the /graphql guard reads the operation as the gateway does (issue 13, finding 4)', () => {
  function raw(body: string, contentType = 'application/json') {
    return new Request('http://site.test/graphql', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
  }

  it.each([
    ['a unicode escape', '{"query":"mutation{refreshAuth{\\u0061ccessToken}}"}'],
    ['an escaped field name in an alias', '{"query":"mutation{a:refreshAuth{b:\\u0061ccess\\u0049d}}"}'],
    [
      'a fragment',
      '{"query":"mutation{refreshAuth{...F}} fragment F on AuthResponse{...G} fragment G on AuthResponse{accessToken}"}',
    ],
    ['an inline fragment', '{"query":"mutation{refreshAuth{... on AuthResponse{accessToken}}}"}'],
    ['a batch', '[{"query":"{__typename}"},{"query":"mutation{refreshAuth{accessToken}}"}]'],
    ['comments and odd spacing', '{"query":"mutation{refreshAuth{#x\\n\\taccessToken\\r}}"}'],
  ])('refuses the token selected through %s', async (_, body) => {
    expect((await guard(raw(body)))?.status).toBe(403);
  });

  it('refuses what it cannot parse, and bodies in other shapes', async () => {
    expect((await guard(raw('{"query":"mutation{refreshAuth{"}')))?.status).toBe(400);
    expect((await guard(raw('not json')))?.status).toBe(400);
    expect((await guard(raw('{"query":42}')))?.status).toBe(400);
    expect((await guard(raw('query=x', 'text/plain')))?.status).toBe(415);
    expect((await guard(raw('mutation{refreshAuth{accessToken}}', 'application/graphql')))?.status).toBe(403);
  });

  it('does not refuse a harmless operation that merely mentions the word', async () => {
    const request = raw(JSON.stringify({ query: '{ __typename }', variables: { note: 'accessToken' } }));
    expect(await guard(request)).toBeNull();
  });

  it('refuses introspection where it is off', async () => {
    const introspection = () => raw(JSON.stringify({ query: '{ __schema { types { name } } }' }));
    expect(await guard(introspection())).toBeNull();
    expect((await guard(introspection(), { allowIntrospection: false }))?.status).toBe(403);
  });
});
