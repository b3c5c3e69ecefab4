import { describe, expect, it } from 'vitest';

import { avatarOrSkinUrl } from './avatarOrSkinUrl';

describe('avatarOrSkinUrl', () => {
  it("shows an uploaded avatar, else the skin's head, else nothing", () => {
    expect(avatarOrSkinUrl({ id: 12, extension: 'webp', type: 'AVATAR' })).toBe(
      '/uploads/looks/avatars/12.webp',
    );
    expect(avatarOrSkinUrl({ id: 7, extension: 'png', type: 'SKIN' })).toBe('/uploads/looks/heads/7.png');
    expect(avatarOrSkinUrl(null)).toBeNull();
  });

  it('builds no address from an id that is not a whole number (the state comes from a cookie too)', () => {
    expect(avatarOrSkinUrl({ id: Number.NaN, extension: 'png', type: 'SKIN' })).toBeNull();
  });
});
