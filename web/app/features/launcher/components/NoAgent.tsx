import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';

/** The launcher's pages opened without the launcher: say so, and where to get it (issue 30). */
export function NoAgent() {
  const { t } = useTranslation('launcher');
  const lang = useLanguage();
  return (
    <Alert color="yellow" data-testid="launcher-no-agent">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('noAgent')}</Text>
        <Button
          component={Link}
          to={href('/:lang/download', { lang })}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('download')}
        </Button>
      </Stack>
    </Alert>
  );
}
