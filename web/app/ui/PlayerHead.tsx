import { Avatar, type MantineSize } from '@mantine/core';

export interface PlayerHeadProps {
  login: string;
  /** An uploaded avatar or the head cut from the skin; null shows the nickname's first letter. */
  imageUrl?: string | null;
  /** A head cut from a skin is a few pixels wide: scaled up, it stays sharp instead of blurring. */
  pixelated?: boolean;
  size?: MantineSize | number;
}

/** A player's face wherever a nickname is shown (header, sessions, the 2FA step). */
export function PlayerHead({ login, imageUrl, pixelated = false, size = 'sm' }: PlayerHeadProps) {
  return (
    <Avatar
      src={imageUrl ?? null}
      alt=""
      size={size}
      radius="sm"
      color="initials"
      name={login}
      styles={pixelated ? { image: { imageRendering: 'pixelated' } } : undefined}
    >
      {login.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
