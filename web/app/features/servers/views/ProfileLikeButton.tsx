import { useMutation } from '@apollo/client/react';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link, useLocation } from 'react-router';

import { LikePlayerDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';

export interface ProfileLikeButtonProps {
  nickname: string;
  likes: number;
  likedByMe: boolean;
}

/** One like per signed-in player, pressed again to take it back; visitors go to sign in first. */
export function ProfileLikeButton({ nickname, likes, likedByMe }: ProfileLikeButtonProps) {
  const { t } = useTranslation('servers');
  const lang = useLanguage();
  const location = useLocation();
  const { signedIn } = useSession();
  const [likePlayer, { data, loading }] = useMutation(LikePlayerDocument);
  const state = data?.likePlayer ?? { likes, likedByMe };
  const Icon = state.likedByMe ? IconThumbUpFilled : IconThumbUp;
  const signIn = `${href('/:lang/login', { lang })}?return_to=${encodeURIComponent(location.pathname)}`;
  const count = state.likes;
  const look = {
    variant: state.likedByMe ? 'light' : 'default',
    radius: 'xl',
    leftSection: <Icon size={18} aria-hidden />,
  } as const;
  if (!signedIn) {
    return (
      <Button component={Link} to={signIn} {...look}>
        {/* The visible count starts the accessible name. */}
        {count}
        <VisuallyHidden>{t('profile.signInToLike')}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button
      {...look}
      loading={loading}
      aria-pressed={state.likedByMe}
      onClick={() =>
        void likePlayer({ variables: { input: { nickname, like: !state.likedByMe } } }).catch(() => undefined)
      }
      data-testid="profile-like"
    >
      {count}
      <VisuallyHidden>{t(state.likedByMe ? 'profile.unlike' : 'profile.like')}</VisuallyHidden>
    </Button>
  );
}
