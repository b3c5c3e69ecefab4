// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, createNonce } from './securityHeaders';

describe('nonces and the policy', () => {
  it('hands out a different 18-byte nonce every time, across refills of the random pool', () => {
    const nonces = Array.from({ length: 2000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
  });

  it('puts the nonce into script-src only', () => {
    const policy = contentSecurityPolicy('abc');
    expect(policy).toContain("script-src 'self' 'nonce-abc'; ");
    expect(policy.match(/abc/g)).toHaveLength(1);
    expect(policy).toMatch(/frame-ancestors 'none'$/);
  });

  it('lets forms post only to this site (a planted <form action=https://elsewhere> goes nowhere)', () => {
    const directives = contentSecurityPolicy('abc').split('; ');
    expect(directives).toContain("form-action 'self'");
  });
});
