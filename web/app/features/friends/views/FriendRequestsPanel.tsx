import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { FriendRequestsDocument } from '../../../generated/graphql';
import { useSession } from '../../../platform/session/useSession';
import { FriendRow, type FriendRowProps } from '../components/FriendRow';
import { useFriendAction, type FriendActionName } from '../useFriendAction';

export interface FriendRequestsPanelProps {
  nickname: string;
}

/** The first action of a list is the main one (filled); the others are quiet. */
type RequestAction = Extract<FriendActionName, 'accept' | 'decline' | 'cancel'>;

interface RequestListProps {
  title: string;
  people: Omit<FriendRowProps, 'actions'>[];
  actions: RequestAction[];
}

/** One card of requests: its title, each player with the list's buttons, or "no requests". */
function RequestList({ title, people, actions }: RequestListProps) {
  const { t } = useTranslation('friends');
  const { run, loading } = useFriendAction();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h5">
          {title}
        </Title>
        {people.length === 0 ? <Text c="dimmed">{t('noRequests')}</Text> : null}
        {people.map((person) => (
          <FriendRow
            key={person.nickname}
            {...person}
            actions={actions.map((action, index) => (
              <Button
                key={action}
                size="xs"
                variant={index === 0 && actions.length > 1 ? 'filled' : 'default'}
                loading={loading}
                onClick={() => {
                  run(action, person.nickname);
                }}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          />
        ))}
      </Stack>
    </Card>
  );
}

/** Requests to and from the player; only the player sees them. */
export function FriendRequestsPanel({ nickname }: FriendRequestsPanelProps) {
  const { t } = useTranslation('friends');
  const { account } = useSession();
  const own = account?.login.toLowerCase() === nickname.toLowerCase();
  const requests = useQuery(FriendRequestsDocument, { skip: !own, fetchPolicy: 'cache-and-network' }).data
    ?.friendRequests;
  if (!own) return <Text c="dimmed">{t('onlyOwn')}</Text>;
  return (
    <Stack gap="lg">
      <RequestList title={t('incoming')} people={requests?.incoming ?? []} actions={['accept', 'decline']} />
      <RequestList title={t('outgoing')} people={requests?.outgoing ?? []} actions={['cancel']} />
    </Stack>
  );
}
