import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import { TeamDocument } from '../../../generated/graphql';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { httpError } from '../../../platform/httpError';
import { isLanguage } from '../../../platform/i18n/languages';
import { ScrollCue } from '../../../ui/ScrollCue';
import type { ScreenLoadArgs } from './screenLoadArgs';

/** Fills the cache with the team, so the page renders in one pass. */
export async function loadTeam({ context, params }: ScreenLoadArgs<{ lang?: string }>) {
  if (!isLanguage(params.lang)) httpError(404);
  await preloadQuery(context, { query: TeamDocument });
  return null;
}

/** `/team`: the staff with their groups and time online today and this month. */
export function TeamView({ lang }: { lang: string }) {
  const { t } = useTranslation('servers');
  const members = useQuery(TeamDocument).data?.team?.members ?? [];
  const hoursOf = (seconds: number) => t('team.hours', { value: Math.round(seconds / 360) / 10 });
  return (
    <ScreenFrame screen="team">
      {members.length === 0 ? (
        <Text c="dimmed">{t('team.empty')}</Text>
      ) : (
        <ScrollCue minWidth={560}>
          <Table striped verticalSpacing="sm" data-testid="team">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.player')}</Table.Th>
                <Table.Th>{t('team.groups')}</Table.Th>
                <Table.Th ta="right">{t('team.today')}</Table.Th>
                <Table.Th ta="right">{t('team.month')}</Table.Th>
                <Table.Th ta="right">{t('team.lastOnline')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.nickname}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${lang}/${member.nickname}/statistics`} fw={600}>
                      {member.nickname}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{member.groups.join(', ')}</Table.Td>
                  <Table.Td ta="right">{hoursOf(member.secondsToday)}</Table.Td>
                  <Table.Td ta="right">{hoursOf(member.secondsMonth)}</Table.Td>
                  <Table.Td ta="right">
                    {member.lastOnline
                      ? t('monitoring.at', {
                          value: new Date(member.lastOnline),
                          formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
                        })
                      : t('team.hidden')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollCue>
      )}
    </ScreenFrame>
  );
}
