import { Alert, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { IconCoins, IconDiscount2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StoreRolesDocument } from '../../../generated/graphql';
import { useSession } from '../../../platform/session/useSession';
import { BuyRoleDialog, type BuyTarget } from './BuyRoleDialog';
import { RoleCard } from '../components/RoleCard';
import { RoleComparison } from '../components/RoleComparison';
import { ThankYouDialog, type Purchase } from '../components/ThankYouDialog';
import { INTENT_PARAMS, readPurchaseIntent } from '../resumePurchase';
import { TRANSFER_COINS_MODAL } from './TransferCoinsModal';
import { UnbanNotice } from './UnbanNotice';
import { storeServerVariables } from '../storeServerVariables';

/**
 * `/store`: the chosen server's roles (server in the URL), buying with extend or stack, the thank-you
 * dialog. A purchase left for a top-up (`?buy=&period=&mode=`, then `notify=` from the payment) opens
 * again, ready to confirm.
 */
export function StorePanel() {
  const { t } = useTranslation('store');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const server = params.get('server') ?? undefined;
  const { data, loading, refetch } = useQuery(StoreRolesDocument, {
    variables: storeServerVariables(server),
  });
  const [target, setTarget] = useState<BuyTarget | null>(null);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const store = data?.storeRoles;
  if (!store) return loading ? <Loader /> : null;
  const servers = store.servers;
  const roles = store.roles;
  const intent = readPurchaseIntent(params);
  const resumedRole = intent === null ? undefined : roles.find((role) => role.id === intent.roleId);
  const notice = params.get('notify');
  const resumed: BuyTarget | null =
    intent === null || resumedRole === undefined
      ? null
      : {
          role: resumedRole,
          period: intent.period,
          server: store.server.slug,
          mode: intent.mode,
          ...(notice === 'success' || notice === 'failed' ? { payment: notice } : {}),
        };
  const forgetIntent = () => {
    const next = new URLSearchParams(params);
    for (const name of [...INTENT_PARAMS, 'notify']) next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={store.server.slug}
          data={servers.map((item) => ({ value: item.slug, label: item.name }))}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('server', value);
            setParams(next, { preventScrollReset: true });
          }}
          aria-label={t('server')}
          data-testid="store-servers"
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        {session.signedIn ? (
          <Button
            variant="light"
            leftSection={<IconCoins size={16} aria-hidden />}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('open-modal', TRANSFER_COINS_MODAL);
              setParams(next, { preventScrollReset: true });
            }}
            data-testid="open-transfer"
          >
            {t('transferCoins')}
          </Button>
        ) : null}
      </Group>
      <UnbanNotice />
      {store.discountPercent > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconDiscount2 size={18} aria-hidden />}>
          {t('discount', { percent: store.discountPercent })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {roles.map((role) => (
          <RoleCard
            key={role.id}
            role={role}
            onBuy={(period) => {
              setTarget({ role, period, server: store.server.slug });
            }}
          />
        ))}
      </SimpleGrid>
      <RoleComparison server={server} />
      <BuyRoleDialog
        target={target ?? resumed}
        onClose={() => {
          setTarget(null);
          if (resumed !== null) forgetIntent();
        }}
        onBought={(bought) => {
          setTarget(null);
          if (resumed !== null) forgetIntent();
          setPurchase(bought);
          void refetch();
        }}
      />
      <ThankYouDialog
        purchase={purchase}
        onClose={() => {
          setPurchase(null);
        }}
      />
    </Stack>
  );
}
