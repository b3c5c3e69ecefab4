import { Group, Loader, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CaptchaStatusProps {
  solved: boolean;
}

/** One quiet line under the form: the proof of work is running, or done. */
export function CaptchaStatus({ solved }: CaptchaStatusProps) {
  const { t } = useTranslation('captcha');
  return (
    <Group
      gap={6}
      role="status"
      aria-live="polite"
      data-testid="captcha-status"
      data-solved={solved || undefined}
    >
      {solved ? (
        <IconShieldCheck size={16} aria-hidden color="var(--mantine-color-teal-5)" />
      ) : (
        <Loader size={14} />
      )}
      <Text size="xs" c="dimmed">
        {solved ? t('solved') : t('solving')}
      </Text>
    </Group>
  );
}
