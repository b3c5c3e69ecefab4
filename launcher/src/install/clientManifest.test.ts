import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseManifest, type ClientManifest } from './clientManifest.js';

const HASH = 'a'.repeat(64);

function manifestWith(overrides: Partial<ClientManifest>): ClientManifest {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    version: '1.0.0',
    javaMajor: 17,
    mainClass: 'net.minecraft.client.main.Main',
    classpath: ['client.jar'],
    jvmArgs: [],
    gameArgs: [],
    files: [
      { path: 'client.jar', size: 1, sha256: HASH, sha1: 'b'.repeat(40), urls: ['/f/1'] },
      { path: 'authlib-injector.jar', size: 1, sha256: HASH, sha1: 'b'.repeat(40), urls: ['/f/2'] },
    ],
    authlibInjector: { jar: 'authlib-injector.jar', apiRoot: '/api-launcher/yggdrasil/' },
    ...overrides,
  };
}

/** Paths a hostile or broken api could send: each one would leave the client's folder. */
const escapingPath = fc.oneof(
  fc.constantFrom('../evil.jar', '/etc/passwd', 'C:/Windows/evil.jar', 'a/../../evil.jar', 'a\\..\\evil.jar'),
  fc
    .tuple(fc.array(fc.constantFrom('a', 'lib', '..', '.'), { maxLength: 4 }), fc.constant('..'))
    .map(([parts, up]) => [...parts, up, 'x.jar'].join('/')),
  fc.string().map((tail) => `/${tail}`),
);

describe('parseManifest: every kind of path stays inside the client folder', () => {
  it('accepts a manifest whose authlib-injector jar is one of its files', () => {
    expect(parseManifest(manifestWith({})).authlibInjector?.jar).toBe('authlib-injector.jar');
  });

  it('refuses an authlib-injector jar outside the folder, for any escaping path', () => {
    fc.assert(
      fc.property(escapingPath, (jar) => {
        const manifest = manifestWith({ authlibInjector: { jar, apiRoot: '/api-launcher/yggdrasil/' } });
        expect(() => parseManifest(manifest)).toThrow(/authlib-injector/);
      }),
    );
  });

  it('refuses an authlib-injector jar that is not a checked file of the manifest', () => {
    const manifest = manifestWith({
      authlibInjector: { jar: 'unlisted/agent.jar', apiRoot: '/api-launcher/yggdrasil/' },
    });
    expect(() => parseManifest(manifest)).toThrow(/not one of the client's files/);
  });

  it('refuses escaping file and class-path entries, for any escaping path', () => {
    fc.assert(
      fc.property(escapingPath, (bad) => {
        const files = manifestWith({}).files;
        const escaping = { path: bad, size: 1, sha256: HASH, sha1: 'b'.repeat(40), urls: ['/f/3'] };
        const withBadFile = manifestWith({ files: [...files, escaping] });
        expect(() => parseManifest(withBadFile)).toThrow(/unsafe path/);
        expect(() => parseManifest(manifestWith({ classpath: [bad] }))).toThrow(/unsafe class path/);
      }),
    );
  });
});
