import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import type { TopListFieldsFragment } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';

export interface TopTableProps {
  list: TopListFieldsFragment;
}

/** One page of a top: rank, player (linked to the profile) and the value (hours, coins or likes). */
export function TopTable({ list }: TopTableProps) {
  const { t } = useTranslation('servers');
  const lang = useLanguage();
  const items = list.items;
  if (items.length === 0) return <Text c="dimmed">{t('top.empty')}</Text>;
  const value = (raw: number) =>
    list.type === 'online'
      ? t('top.hours', { value: Math.floor(raw / 3600) })
      : t('top.number', { value: raw });
  return (
    <Table striped verticalSpacing="xs" data-testid="top-table" data-type={list.type}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>{t('top.rank')}</Table.Th>
          <Table.Th>{t('top.player')}</Table.Th>
          <Table.Th ta="right">{t(`top.${list.type}`)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.nickname}>
            <Table.Td>{item.rank}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={href('/:lang/:nickname/statistics', { lang, nickname: item.nickname })}
              >
                {item.nickname}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{value(item.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
