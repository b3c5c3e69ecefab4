import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { PlayerFriendsDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { FriendRow } from '../components/FriendRow';
import { useFriendAction, type FriendActionName } from '../useFriendAction';

export interface FriendsListProps {
  nickname: string;
}

const RELATION_ACTION: Record<string, { action: FriendActionName; label: string } | undefined> = {
  none: { action: 'send', label: 'add' },
  outgoing: { action: 'cancel', label: 'cancel' },
  incoming: { action: 'accept', label: 'accept' },
  friends: { action: 'remove', label: 'remove' },
};

/** A profile's friends tab: the list, and the viewer's one action towards this player. */
export function FriendsList({ nickname }: FriendsListProps) {
  const { t } = useTranslation('friends');
  const lang = useLanguage();
  const { signedIn } = useSession();
  const data = useQuery(PlayerFriendsDocument, { variables: { nick: nickname } }).data?.playerFriends;
  const { run, loading } = useFriendAction();
  if (!data) return null;
  const offer = signedIn ? RELATION_ACTION[data.relation] : undefined;
  const friends = data.friends;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>{t('count', { count: friends.length })}</Text>
          {offer ? (
            <Button
              size="xs"
              loading={loading}
              onClick={() => {
                run(offer.action, data.nickname);
              }}
              data-testid="friend-action"
            >
              {t(`actions.${offer.label}` as 'actions.add')}
            </Button>
          ) : null}
          {data.relation === 'self' ? (
            <Anchor
              component={Link}
              to={href('/:lang/:nickname/friends/requests', { lang, nickname: data.nickname })}
              size="sm"
            >
              {t('requestsLink')}
            </Anchor>
          ) : null}
        </Group>
        {friends.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          friends.map((friend) => <FriendRow key={friend.nickname} {...friend} />)
        )}
      </Stack>
    </Card>
  );
}
