import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface LetterSentProps {
  to: string;
  againHref: string;
}

/** Step two of the reset (docs/product.md#accounts): the letter is on its way; nothing says whether the account exists. */
export function LetterSent({ to, againHref }: LetterSentProps) {
  const { t } = useTranslation('recovery');
  return (
    <Stack gap="md" data-testid="letter-sent">
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailForward size={18} aria-hidden />}
        title={t('sent.title')}
      >
        {t('sent.body', { to })}
      </Alert>
      <Text size="sm" c="dimmed">
        {t('sent.spam')}
      </Text>
      <Anchor component={Link} to={againHref} size="sm">
        {t('sent.again')}
      </Anchor>
    </Stack>
  );
}
