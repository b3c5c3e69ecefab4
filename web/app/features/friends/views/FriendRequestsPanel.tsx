import { useQuery } from '@apollo/client/react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { FriendRequestsDocument } from '../../../generated/graphql';
import { isPresent } from '../../../platform/isPresent';
import { useSession } from '../../../platform/session/useSession';
import { FriendRow } from '../components/FriendRow';
import { useFriendAction } from '../useFriendAction';

export interface FriendRequestsPanelProps {
  nickname: string;
}

/** Requests to and from the player; only the player sees them. */
export function FriendRequestsPanel({ nickname }: FriendRequestsPanelProps) {
  const { t } = useTranslation('friends');
  const { account } = useSession();
  const own = account?.login.toLowerCase() === nickname.toLowerCase();
  const requests = useQuery(FriendRequestsDocument, { skip: !own, fetchPolicy: 'cache-and-network' }).data
    ?.friendRequests;
  const { run, loading } = useFriendAction();
  if (!own) return <Text c="dimmed">{t('onlyOwn')}</Text>;
  const incoming = requests?.incoming.filter(isPresent) ?? [];
  const outgoing = requests?.outgoing.filter(isPresent) ?? [];
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('incoming')}
          </Title>
          {incoming.length === 0 ? <Text c="dimmed">{t('noRequests')}</Text> : null}
          {incoming.map((person) => (
            <FriendRow
              key={person.nickname}
              {...person}
              actions={
                <>
                  <Button
                    size="xs"
                    loading={loading}
                    onClick={() => {
                      run('accept', person.nickname);
                    }}
                  >
                    {t('actions.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={loading}
                    onClick={() => {
                      run('decline', person.nickname);
                    }}
                  >
                    {t('actions.decline')}
                  </Button>
                </>
              }
            />
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('outgoing')}
          </Title>
          {outgoing.length === 0 ? <Text c="dimmed">{t('noRequests')}</Text> : null}
          {outgoing.map((person) => (
            <FriendRow
              key={person.nickname}
              {...person}
              actions={
                <Button
                  size="xs"
                  variant="default"
                  loading={loading}
                  onClick={() => {
                    run('cancel', person.nickname);
                  }}
                >
                  {t('actions.cancel')}
                </Button>
              }
            />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
