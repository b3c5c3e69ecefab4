import { Avatar, type AvatarProps } from '@mantine/core';

export interface PlayerHeadProps extends Omit<AvatarProps, 'src' | 'alt'> {
  nickname: string;
  headUrl: string | null | undefined;
}

/** The player's face cut from their skin; their initial without one. */
export function PlayerHead({ nickname, headUrl, size = 64, ...props }: PlayerHeadProps) {
  return (
    <Avatar
      src={headUrl ?? null}
      alt={nickname}
      size={size}
      radius="sm"
      style={{ imageRendering: 'pixelated' }}
      data-testid="player-head"
      {...props}
    >
      {nickname.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
