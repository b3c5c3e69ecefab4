import {
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ReferralDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';

const noSubscription = () => () => undefined;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** Cabinet → invite: the invitation link, coins received and hours played by referrals, and each referral. */
export function InvitePanel() {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const { data, loading } = useQuery(ReferralDocument, { fetchPolicy: 'network-only' });
  // The link names the site the player is on; the server render has no window, so it fills in on hydration.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const summary = data?.referral;
  if (!summary) return loading ? <Loader /> : null;
  const link = `${origin}/r/${summary.code}`;
  const referrals = summary.referrals;

  return (
    <Stack gap="md" data-testid="invite-panel">
      <Text>{t('invite.intro', { coins: summary.coinsPerHour })}</Text>
      <Group align="end" wrap="nowrap">
        <TextInput
          label={t('invite.link')}
          value={link}
          readOnly
          style={{ flex: 1 }}
          data-testid="invite-link"
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('invite.copied') : t('invite.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Figure label={t('invite.totalCoins')} value={summary.totalCoins} testId="invite-total-coins" />
        <Figure label={t('invite.totalHours')} value={summary.totalHours} testId="invite-total-hours" />
      </SimpleGrid>
      {referrals.length === 0 ? (
        <Text c="dimmed">{t('invite.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="invite-referrals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invite.player')}</Table.Th>
                <Table.Th>{t('invite.joined')}</Table.Th>
                <Table.Th>{t('invite.hours')}</Table.Th>
                <Table.Th>{t('invite.coins')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrals.map((row) => (
                <Table.Tr key={row.nickname}>
                  <Table.Td fw={600}>{row.nickname}</Table.Td>
                  <Table.Td>{formatDateTime(row.joinedAt, lang)}</Table.Td>
                  <Table.Td>{row.hours}</Table.Td>
                  <Table.Td>{row.coins}</Table.Td>
                  <Table.Td>
                    <Badge color={row.active ? 'teal' : 'gray'} variant="light">
                      {t(row.active ? 'invite.active' : 'invite.lapsed')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
