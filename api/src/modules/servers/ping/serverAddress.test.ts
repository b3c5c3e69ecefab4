import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkedStatusAddress } from './statusAddressInput.js';
import { formatServerAddress, isPrivateAddress, parseServerAddress } from './serverAddress.js';

describe('parseServerAddress', () => {
  it('reads host names, IPv4, bracketed and bare IPv6, with and without a port', () => {
    expect(parseServerAddress('Play.Example.org')).toEqual({ host: 'play.example.org', port: null });
    expect(parseServerAddress('play.example.org:25570')).toEqual({ host: 'play.example.org', port: 25570 });
    expect(parseServerAddress('203.0.113.7:25565')).toEqual({ host: '203.0.113.7', port: 25565 });
    expect(parseServerAddress('[::1]:25565')).toEqual({ host: '::1', port: 25565 });
    expect(parseServerAddress('[2001:db8::7]')).toEqual({ host: '2001:db8::7', port: null });
    expect(parseServerAddress('2001:db8::7')).toEqual({ host: '2001:db8::7', port: null });
  });

  it('refuses what is not an address or a port', () => {
    expect(() => parseServerAddress('http://x')).toThrow(expect.objectContaining({ problem: 'port' }));
    for (const bad of ['', 'a b', 'x/y', 'user@host', '-x.org', 'x..org', '[::1', '[zz]:1', '1.2.3'])
      expect(() => parseServerAddress(bad), bad).toThrow(expect.objectContaining({ problem: 'syntax' }));
    for (const bad of ['x.org:0', 'x.org:65536', 'x.org:', 'x.org:1e3', '[::1]:99999'])
      expect(() => parseServerAddress(bad), bad).toThrow(expect.objectContaining({ problem: 'port' }));
  });

  it('writes back what it read (property)', () => {
    const host = fc.oneof(fc.domain(), fc.ipV4(), fc.ipV6());
    const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: null });
    fc.assert(
      fc.property(host, port, (h, p) => {
        const parsed = parseServerAddress(formatServerAddress({ host: h.toLowerCase(), port: p }));
        expect(parseServerAddress(formatServerAddress(parsed))).toEqual(parsed);
        expect(parsed.port).toBe(p);
      }),
    );
  });
});

describe('isPrivateAddress', () => {
  it('knows loopback, private, link-local and their IPv6 forms', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of [
      '::1',
      '::',
      'fe80::1',
      'fd00::5',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:101::1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['203.0.113.7', '8.8.8.8', '172.32.0.1', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('judges an IPv4 address and its IPv4-mapped IPv6 form alike (property)', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => isPrivateAddress(`::ffff:${ip}`) === isPrivateAddress(ip)));
  });

  it('finds every address of 10/8 and 127/8 private (property)', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.constantFrom(10, 127), octet, octet, octet, (a, b, c, d) =>
        isPrivateAddress(`${a}.${b}.${c}.${d}`),
      ),
    );
  });
});

describe('checkedStatusAddress', () => {
  it('answers a translated 400 naming the field, and refuses private IPs unless allowed', () => {
    expect(checkedStatusAddress('[::1]:25565', true)).toBe('[::1]:25565');
    expect(checkedStatusAddress(' Play.Example.org ', false)).toBe('play.example.org');
    expect(checkedStatusAddress(null, false)).toBeNull();
    for (const [input, allowed] of [
      ['127.0.0.1:25565', false],
      ['[fe80::1]:25565', false],
      ['169.254.169.254:80', false],
      ['x.org:70000', true],
      ['evil.example/path', true],
    ] as const) {
      expect(() => checkedStatusAddress(input, allowed), input).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED', extra: { field: 'statusAddress' } }),
      );
    }
  });
});
