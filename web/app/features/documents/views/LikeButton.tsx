import { useMutation } from '@apollo/client/react';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link, useLocation } from 'react-router';

import { LikeDocumentDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';

export interface LikeButtonProps {
  documentId: number;
  likes: number;
  liked: boolean;
}

/** A heart with the count; visitors are sent to sign in and come back to the article. */
export function LikeButton({ documentId, likes, liked }: LikeButtonProps) {
  const { t } = useTranslation('documents');
  const lang = useLanguage();
  const location = useLocation();
  const { signedIn } = useSession();
  const [like, { data, loading }] = useMutation(LikeDocumentDocument);
  const current = data?.likeDocument ?? { likes, liked };
  const Icon = current.liked ? IconHeartFilled : IconHeart;
  const label = t(current.liked ? 'like.undo' : 'like.do');

  if (!signedIn) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Button
        component={Link}
        to={`${href('/:lang/login', { lang })}?return_to=${returnTo}`}
        variant="default"
        radius="xl"
        leftSection={<Icon size={18} aria-hidden />}
      >
        {/* The visible count starts the accessible name (axe: label-content-name-mismatch). */}
        {current.likes}
        <VisuallyHidden>{t('like.signIn')}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button
      variant={current.liked ? 'light' : 'default'}
      color="red"
      radius="xl"
      loading={loading}
      aria-pressed={current.liked}
      leftSection={<Icon size={18} aria-hidden />}
      onClick={() => void like({ variables: { id: documentId } }).catch(() => undefined)}
      data-testid="like-button"
    >
      {current.likes}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
}
