import { describe, expect, it } from 'vitest';

import { describeClient } from './describeClient';

describe('describeClient', () => {
  it('names common browsers and systems', () => {
    expect(
      describeClient(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
      ),
    ).toEqual({ browser: 'Edge 156', system: 'Windows' });
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toEqual({
      browser: 'Firefox 140',
      system: 'Linux',
    });
    expect(
      describeClient(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 18', system: 'iOS' });
    expect(describeClient(undefined)).toEqual({});
  });
});
