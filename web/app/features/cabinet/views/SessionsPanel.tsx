import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceGamepad2, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  SessionsDocument,
  TerminateOtherSessionsDocument,
  TerminateSessionDocument,
  type SessionsQuery,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { StackedModal } from '../../../ui/StackedModal';

type Session = NonNullable<SessionsQuery['sessions']>['sessions'][number];

const SOURCE_ICONS = { site: IconDeviceDesktop, launcher: IconRocket, game: IconDeviceGamepad2 } as const;

/** Where the account is signed in (site, launcher, game), ending one session or all the others. */
export function SessionsPanel() {
  const { t } = useTranslation('cabinet');
  const lang = useLanguage();
  const { data, loading } = useQuery(SessionsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [SessionsDocument], awaitRefetchQueries: true };
  const [terminate] = useMutation(TerminateSessionDocument, refetch);
  const [terminateOthers, others] = useMutation(TerminateOtherSessionsDocument, refetch);
  const [confirming, setConfirming] = useState(false);
  const sessions = data?.sessions?.sessions ?? [];
  const active = sessions.filter((session) => session.active);
  const ended = sessions.filter((session) => !session.active).slice(0, 10);

  const row = (session: Session) => {
    const Icon = SOURCE_ICONS[session.source];
    const device =
      [session.browser, session.system].filter(Boolean).join(' · ') ||
      (session.userAgent ?? t('sessions.unknownDevice'));
    return (
      <Card
        key={session.id}
        withBorder
        radius="md"
        padding="md"
        data-testid="session-row"
        data-current={session.current || undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Icon size={22} aria-hidden />
            <Stack gap={2}>
              <Group gap={6}>
                <Text fw={600}>{t(`sessions.source.${session.source}`)}</Text>
                {session.current ? (
                  // The darkest teal: white on the default teal fell below 4.5:1 (axe, issue 30).
                  <Badge size="sm" color="teal.9">
                    {t('sessions.thisDevice')}
                  </Badge>
                ) : null}
                {!session.active ? (
                  <Badge size="sm" color="gray" variant="light">
                    {t('sessions.ended')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" lineClamp={2}>
                {device}
              </Text>
              <Text size="xs" c="dimmed">
                {t('sessions.lastUsed', {
                  date: formatDateTime(session.lastUsedAt, lang),
                  ip: session.ip ?? '—',
                })}
              </Text>
            </Stack>
          </Group>
          {session.active && !session.current ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                void terminate({ variables: { input: { id: session.id } } }).then(() => {
                  notify({ type: 'success', text: t('sessions.endedOne') });
                });
              }}
            >
              {t('sessions.end')}
            </Button>
          ) : null}
        </Group>
      </Card>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('sessions.activeCount', { count: active.length })}
        </Text>
        <Button
          variant="light"
          color="red"
          disabled={active.length < 2}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('sessions.endOthers')}
        </Button>
      </Group>
      {loading && sessions.length === 0 ? <Text c="dimmed">{t('loading')}</Text> : null}
      {active.map(row)}
      {ended.length > 0 ? (
        <>
          <Text fw={600} mt="md">
            {t('sessions.recentlyEnded')}
          </Text>
          {ended.map(row)}
        </>
      ) : null}
      <StackedModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('sessions.confirmTitle')}
      >
        <Stack gap="md">
          <Text>{t('sessions.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={others.loading}
              onClick={() => {
                void terminateOthers().then(() => {
                  setConfirming(false);
                  notify({ type: 'success', text: t('sessions.endedOthers') });
                });
              }}
            >
              {t('sessions.endOthers')}
            </Button>
          </Group>
        </Stack>
      </StackedModal>
    </Stack>
  );
}
