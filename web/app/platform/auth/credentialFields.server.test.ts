import { describe, expect, it } from 'vitest';

import { refuseCredentialFields } from './credentialFields.server';

function post(query: string) {
  return new Request('http://site.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
}

describe('refuseCredentialFields', () => {
  it('refuses an operation that selects the token, however it is aliased or split into fragments', async () => {
    expect((await refuseCredentialFields(post('mutation { refreshAuth { accessToken } }')))?.status).toBe(
      403,
    );
    expect((await refuseCredentialFields(post('mutation { r: refreshAuth { t: accessId } }')))?.status).toBe(
      403,
    );
    expect(
      await refuseCredentialFields(
        post('mutation { refreshAuth { ...F } } fragment F on AuthResponse { accessToken }'),
      ),
    ).not.toBeNull();
    const get = new Request('http://site.test/graphql?query=%7BrefreshAuth%7BaccessToken%7D%7D');
    expect((await refuseCredentialFields(get))?.status).toBe(403);
  });

  it('lets every other operation through and leaves the body readable', async () => {
    const request = post('mutation { refreshAuth { data { login } coins } }');
    expect(await refuseCredentialFields(request)).toBeNull();
    expect(await request.text()).toContain('refreshAuth');
  });
});
