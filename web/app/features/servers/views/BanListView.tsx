import { Badge, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import { BanListDocument } from '../../../generated/graphql';
import { LabelledPagination } from '../../../ui/LabelledPagination';

/** `/banlist`: site and game bans, searchable by nickname, a page at a time. */
export function BanListView() {
  const { t } = useTranslation('servers');
  const [params, setParams] = useSearchParams();
  const text = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [search] = useDebouncedValue(text.trim(), 250);
  const { data } = useQuery(BanListDocument, { variables: { search: search || undefined, page } });
  const list = data?.banList;
  const items = list?.items ?? [];
  const date = (value: string) =>
    t('bans.date', {
      value: new Date(value),
      formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
    });
  return (
    <ScreenFrame screen="banlist">
      <Stack gap="md">
        <TextInput
          maw={420}
          label={t('bans.search')}
          value={text}
          onChange={(event) => {
            setParams({ search: event.currentTarget.value }, { replace: true, preventScrollReset: true });
          }}
        />
        {list && items.length === 0 ? <Text c="dimmed">{t('bans.empty')}</Text> : null}
        {items.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" data-testid="ban-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bans.player')}</Table.Th>
                  <Table.Th>{t('bans.server')}</Table.Th>
                  <Table.Th>{t('bans.reason')}</Table.Th>
                  <Table.Th>{t('bans.by')}</Table.Th>
                  <Table.Th>{t('bans.start')}</Table.Th>
                  <Table.Th>{t('bans.end')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((ban) => (
                  <Table.Tr key={`${ban.source}-${ban.id}`}>
                    <Table.Td fw={600}>{ban.nickname}</Table.Td>
                    <Table.Td>{ban.source === 'site' ? t('bans.site') : ban.server}</Table.Td>
                    <Table.Td>{ban.reason}</Table.Td>
                    <Table.Td>{ban.bannedBy}</Table.Td>
                    <Table.Td>{date(ban.start)}</Table.Td>
                    <Table.Td>{ban.end ? date(ban.end) : t('bans.never')}</Table.Td>
                    <Table.Td>
                      <Badge color={ban.active ? 'red' : 'gray'} variant="light">
                        {ban.permanent ? t('bans.permanent') : t(ban.active ? 'bans.active' : 'bans.lifted')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {list && list.total > list.pageSize ? (
          <LabelledPagination
            value={page}
            total={Math.ceil(list.total / list.pageSize)}
            onChange={(next) => {
              setParams({ search: text, page: String(next) }, { preventScrollReset: true });
            }}
          />
        ) : null}
      </Stack>
    </ScreenFrame>
  );
}
