import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { MyActiveBansDocument } from '../../../generated/graphql';
import { useClock } from '../../../platform/behaviour/useClock';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { useMoneyFormat } from '../../payments';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';
import { banCountdown, clockText } from './banCountdown';

/** A live timer until a temporary ban ends; when it reaches zero the list is asked again. */
function BanTimer({ endsAt, onOver }: { endsAt: string; onOver: () => void }) {
  const { t } = useTranslation('launcher');
  const [over, setOver] = useState(false);
  const now = useClock(!over);
  const left = banCountdown(endsAt, now);
  if (left.over && !over) setOver(true);
  // The page's refetch is a new function on each render: the one call below must not restart with it.
  const onOverRef = useRef(onOver);
  useEffect(() => {
    onOverRef.current = onOver;
  });
  useEffect(() => {
    if (!over) return;
    // Once, a moment after the end so the server's clock has passed it too.
    const timer = setTimeout(() => {
      onOverRef.current();
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [over]);
  return (
    <Text size="sm" ff="monospace" data-testid="ban-timer">
      {t('ban.endsIn', { days: left.days, clock: clockText(left) })}
    </Text>
  );
}

/** The ban page (docs/product.md#launcher `launcher/ban`): the active game bans, a timer each, and the paid unban on the site. */
export function BanView() {
  const { t } = useTranslation('launcher');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const { api } = useLauncherAgent();
  const { signedIn } = useSession();
  const { data, loading, refetch } = useQuery(MyActiveBansDocument, {
    skip: !signedIn,
    fetchPolicy: 'network-only',
  });
  if (!signedIn) return <Alert color="yellow">{t('ban.signIn')}</Alert>;
  if (loading && !data) return <Loader size="sm" />;
  const bans = data?.myActiveBans?.items ?? [];
  if (bans.length === 0) return <Alert color="green">{t('ban.none')}</Alert>;
  const price = data?.myActiveBans?.unbanPriceKopecks ?? 0;
  const refresh = () => void refetch();
  return (
    <Stack gap="sm" data-testid="launcher-bans">
      {bans.map((ban) => (
        <Card key={`${ban.server}-${ban.endsAt ?? 'permanent'}`} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{ban.source === 'site' ? t('ban.site') : ban.server}</Text>
              <Text size="sm" c="dimmed">
                {ban.reason || t('ban.noReason')}
              </Text>
            </Stack>
            {ban.endsAt && !ban.permanent ? (
              <BanTimer endsAt={ban.endsAt} onOver={refresh} />
            ) : (
              <Text size="sm">{t('ban.permanent')}</Text>
            )}
          </Group>
        </Card>
      ))}
      <Button
        color="red"
        disabled={!api}
        onClick={() =>
          void api?.openLink(new URL(href('/:lang/store', { lang }), window.location.origin).toString())
        }
      >
        {t('ban.buy', { price: money.kopecks(price) })}
      </Button>
    </Stack>
  );
}
