import type { AvatarOrSkin } from './authState';

/**
 * Where the site shows an auth state's `avatarOrSkin` (docs/product.md#looks): the uploaded avatar, or the
 * head cut from the skin. Same-origin `/uploads/` paths whatever the api's storage (the api's
 * `LooksService.avatarUrl` builds the same ones).
 */
export function avatarOrSkinUrl(value: AvatarOrSkin | null): string | null {
  if (value === null || !Number.isSafeInteger(value.id)) return null;
  return value.type === 'SKIN'
    ? `/uploads/looks/heads/${value.id}.png`
    : `/uploads/looks/avatars/${value.id}.webp`;
}
