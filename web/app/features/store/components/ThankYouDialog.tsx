import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import type { BuyRoleMutation } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { StackedModal } from '../../../ui/StackedModal';
import { useMoneyFormat } from '../../payments';

export type Purchase = NonNullable<BuyRoleMutation['buyRole']>;

export interface ThankYouDialogProps {
  purchase: Purchase | null;
  onClose: () => void;
}

/** After a purchase (docs/product.md#store): what was bought, until when, what it cost, and where to watch it arrive. */
export function ThankYouDialog({ purchase, onClose }: ThankYouDialogProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  return (
    <StackedModal opened={purchase !== null} onClose={onClose} title={t('thanks.title')} centered>
      {purchase ? (
        <Stack gap="sm" data-testid="thank-you">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconConfetti size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              {t('thanks.role', { role: purchase.roleName, server: purchase.server.name })}
            </Text>
          </Group>
          <Text size="sm">
            {purchase.endsAt === null
              ? t('thanks.forever')
              : t('thanks.until', { date: formatDate(purchase.endsAt, lang) })}
          </Text>
          <Text size="sm" c="dimmed">
            {purchase.creditKopecks > 0
              ? t('thanks.paidWithCredit', {
                  paid: money.kopecks(purchase.paidKopecks),
                  credit: money.kopecks(purchase.creditKopecks),
                })
              : t('thanks.paid', { paid: money.kopecks(purchase.paidKopecks) })}
          </Text>
          <Text size="sm">{t('thanks.delivery')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('thanks.close')}
            </Button>
            <Button component={Link} to={href('/:lang/cabinet/roles', { lang })} onClick={onClose}>
              {t('thanks.myRoles')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </StackedModal>
  );
}
