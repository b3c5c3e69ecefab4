import { Badge, Button, Card, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RolePeriodName, StoreRolesQuery } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useMoneyFormat } from '../../payments';
import { kitInterval } from '../kitInterval';
import { PlainGroup } from '../../../ui/plainMantine/PlainGroup';
import { PlainListItem } from '../../../ui/plainMantine/PlainListItem';
import { PlainText } from '../../../ui/plainMantine/PlainText';
import { PlainTitle } from '../../../ui/plainMantine/PlainTitle';
import classes from './RoleCard.module.css';

/** The mark before each feature: one element for every card and item (it has no props that change). */
const FEATURE_ICON = <IconCheck size={14} aria-hidden />;

export type StoreRole = NonNullable<StoreRolesQuery['storeRoles']>['roles'][number];

export interface RoleCardProps {
  role: StoreRole;
  onBuy: (period: RolePeriodName) => void;
}

/**
 * One role: its price for the chosen period, what it gives, its kits with what is inside them, the
 * commands it opens (folded), and the buy button.
 */
export function RoleCard({ role, onBuy }: RoleCardProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const prices = role.prices;
  const [period, setPeriod] = useState<RolePeriodName>('month');
  const price = prices.find((item) => item.period === period);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid="role-card"
      data-role={role.slug}
      style={role.bestChoice ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <PlainGroup justify="space-between" align="flex-start" wrap="nowrap">
          <PlainTitle order={3}>{role.name}</PlainTitle>
          {role.bestChoice ? (
            <Badge leftSection={<IconStarFilled size={12} aria-hidden />} variant="filled">
              {t('bestChoice')}
            </Badge>
          ) : null}
        </PlainGroup>
        <PlainText dimmed size="sm">
          {role.description}
        </PlainText>
        <SegmentedControl
          fullWidth
          size="xs"
          value={period}
          onChange={(value) => {
            setPeriod(value);
          }}
          data={prices.map((item) => ({ value: item.period, label: t(`periods.${item.period}`) }))}
          aria-label={t('period')}
        />
        <Group gap="xs" align="baseline">
          <Text fz={28} fw={800} data-testid="role-price">
            {price ? money.kopecks(price.kopecks) : ''}
          </Text>
          {price && price.kopecks < price.listKopecks ? (
            <Text td="line-through" c="dimmed">
              {money.kopecks(price.listKopecks)}
            </Text>
          ) : null}
        </Group>
        <List spacing={4} size="sm" icon={FEATURE_ICON}>
          {role.features.map((feature) => (
            <PlainListItem key={feature} icon={FEATURE_ICON}>
              {feature}
            </PlainListItem>
          ))}
        </List>
        {role.discountPercent > 0 ? (
          <PlainText size="sm">{t('givesDiscount', { percent: role.discountPercent })}</PlainText>
        ) : null}
        {role.kits.map((kit) => (
          <div key={kit.id} data-testid="role-kit">
            <PlainText size="sm" dimmed>
              {t('kit', { name: kit.name, interval: kitInterval(kit.claimIntervalHours, t) })}
            </PlainText>
            {kit.items.length > 0 ? (
              <PlainText size="xs" dimmed>
                {t('kitItems', { items: kit.items.join(', ') })}
              </PlainText>
            ) : null}
          </div>
        ))}
        {role.abilities.length > 0 ? (
          <details className={classes.commands} data-testid="role-commands">
            <summary>{t('commands', { count: role.abilities.length })}</summary>
            <ul>
              {role.abilities.map((ability, index) => (
                // Staff may list one command twice (with two descriptions): the position keeps keys apart.
                <li key={`${String(index)}:${ability.command}`}>
                  <code>{ability.command}</code> — {ability.description}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <Stack gap={6} mt="auto">
          {role.heldForever || role.heldUntil !== null ? (
            <Text size="sm" c="teal" data-testid="role-held">
              {role.heldForever
                ? t('heldForever')
                : t('heldUntil', { date: formatDate(role.heldUntil ?? '', lang) })}
            </Text>
          ) : null}
          <Button
            fullWidth
            disabled={role.heldForever}
            onClick={() => {
              onBuy(period);
            }}
            data-testid="role-buy"
          >
            {role.heldUntil !== null ? t('extend') : t('buy')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
