import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffCancelWipeDocument,
  StaffScheduleWipeDocument,
  StaffWipesDocument,
  StoreServersDocument,
} from '../../../../generated/graphql';
import { useQuery } from '../../../../platform/apollo/useQuery';
import { formatDateTime } from '../../../../platform/i18n/formatDate';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { notify } from '../../../../platform/notifications/notify';
import { useMoneyFormat } from '../../../payments';
import { StaffTable } from '../../../staff';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';

const STATUS_COLORS: Record<string, string> = { scheduled: 'blue', cancelled: 'gray', done: 'teal' };

/**
 * Staff (store.manage): wipes with their refund window and totals — who is owed what if everyone asked,
 * what was paid back — scheduling one ahead of now and cancelling one after a confirmation.
 */
export function StaffWipesPanel() {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const servers = useQuery(StoreServersDocument).data?.storeRoles?.servers ?? [];
  const { data } = useQuery(StaffWipesDocument, { fetchPolicy: 'cache-and-network' });
  const [schedule, scheduling] = useMutation(StaffScheduleWipeDocument, {
    refetchQueries: [StaffWipesDocument],
  });
  const [cancel, cancelling] = useMutation(StaffCancelWipeDocument, { refetchQueries: [StaffWipesDocument] });
  const [server, setServer] = useState<string | null>(null);
  const [when, setWhen] = useState('');
  const [confirming, setConfirming] = useState<{ id: number; name: string; wipeAt: string } | null>(null);
  const wipes = data?.staffWipes?.wipes ?? [];
  const chosen = server ?? servers[0]?.slug ?? null;
  const moment = when === '' ? null : new Date(when);
  const valid = chosen !== null && moment !== null && !Number.isNaN(moment.getTime());
  const at = (iso: string) => formatDateTime(iso, lang);
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          void schedule({ variables: { input: { server: chosen, wipeAt: moment.toISOString() } } }).then(
            () => {
              notify({ type: 'success', text: t('wipes.scheduled') });
            },
          );
        }}
      >
        <Group align="flex-end">
          <Select
            label={t('wipes.server')}
            value={chosen}
            allowDeselect={false}
            data={servers.map((item) => ({ value: item.slug, label: item.name }))}
            onChange={setServer}
          />
          <TextInput
            type="datetime-local"
            label={t('wipes.when')}
            value={when}
            onChange={(event) => {
              setWhen(event.currentTarget.value);
            }}
          />
          <Button type="submit" variant="light" disabled={!valid} loading={scheduling.loading}>
            {t('wipes.schedule')}
          </Button>
        </Group>
      </form>
      {wipes.length === 0 ? <Text c="dimmed">{t('wipes.none')}</Text> : null}
      <StaffTable
        minWidth={960}
        testId="wipes"
        columns={[
          t('wipes.server'),
          t('wipes.when'),
          t('wipes.window'),
          t('wipes.owed'),
          t('wipes.refunded'),
          '',
        ]}
      >
        {wipes.map((wipe) => (
          <Table.Tr key={wipe.id} data-testid="wipe" data-wipe-id={wipe.id}>
            <Table.Td>{wipe.server.name}</Table.Td>
            <Table.Td>
              <Text size="sm">{at(wipe.wipeAt)}</Text>
              <Badge color={STATUS_COLORS[wipe.status] ?? 'gray'} variant="light" data-testid="wipe-status">
                {t(`wipes.statuses.${wipe.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {t('wipes.windowRange', { opens: at(wipe.refundOpensAt), closes: at(wipe.refundClosesAt) })}
              </Text>
              {wipe.refundOpen ? (
                <Badge color="teal" variant="light">
                  {t('wipes.windowOpen')}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>
              {t('wipes.players', { count: wipe.owedPlayers })}, {money.kopecks(wipe.owedKopecks)}
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {t('wipes.players', { count: wipe.refundedPlayers })}, {money.kopecks(wipe.refundedKopecks)}
              </Text>
              {wipe.refunds.map((refund) => (
                <Text size="xs" c="dimmed" key={refund.player}>
                  {refund.player}: {money.kopecks(refund.kopecks)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              {wipe.status === 'scheduled' ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => {
                    setConfirming({ id: wipe.id, name: wipe.server.name, wipeAt: wipe.wipeAt });
                  }}
                >
                  {t('wipes.cancel')}
                </Button>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('wipes.cancelTitle', {
          server: confirming?.name ?? '',
          at: confirming ? at(confirming.wipeAt) : '',
        })}
        text={t('wipes.cancelHelp')}
        back={t('wipes.keep')}
        confirm={t('wipes.cancelConfirm')}
        busy={cancelling.loading}
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming === null) return;
          void cancel({ variables: { id: confirming.id } }).then(() => {
            setConfirming(null);
            notify({ type: 'success', text: t('wipes.cancelled') });
          });
        }}
      />
    </Stack>
  );
}
