import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';

export interface FriendRowProps {
  nickname: string;
  avatarUrl: string | null;
  lastOnline: string | null;
  actions?: ReactNode;
}

/** One player in a friends or requests list: face, nickname (to their profile), last seen unless hidden. */
export function FriendRow({ nickname, avatarUrl, lastOnline, actions }: FriendRowProps) {
  const { t } = useTranslation('friends');
  const lang = useLanguage();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="friend-row">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={avatarUrl} alt={nickname} radius="sm" style={{ imageRendering: 'pixelated' }}>
          {nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0}>
          <Anchor component={Link} to={href('/:lang/:nickname', { lang, nickname })} fw={600}>
            {nickname}
          </Anchor>
          <Text size="xs" c="dimmed">
            {lastOnline
              ? t('lastOnline', {
                  value: new Date(lastOnline),
                  formatParams: { value: { dateStyle: 'medium', timeStyle: 'short' } },
                })
              : t('lastOnlineUnknown')}
          </Text>
        </Stack>
      </Group>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
