import { Avatar, type AvatarProps } from '@mantine/core';

export interface PlayerHeadProps extends Omit<AvatarProps, 'src' | 'alt'> {
  nickname: string;
  headUrl: string | null | undefined;
  /** An uploaded avatar wins over the head (docs/product.md#looks: the head is the avatar until one is uploaded). */
  avatarUrl?: string | null;
}

/** The player's avatar, else their face cut from their skin; their initial without either. */
export function PlayerHead({ nickname, headUrl, avatarUrl, size = 64, ...props }: PlayerHeadProps) {
  return (
    <Avatar
      src={avatarUrl ?? headUrl ?? null}
      alt={nickname}
      size={size}
      radius="sm"
      // A head is a few pixels scaled up: sharp, not blurred. An avatar is a real picture.
      style={avatarUrl ? undefined : { imageRendering: 'pixelated' }}
      data-testid="player-head"
      {...props}
    >
      {nickname.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
