import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';

/** A sign-in through a provider that did not work out, and the way back. */
export function OauthFailure({ failure }: { failure: ApiFailure }) {
  const { t } = useTranslation('oauth');
  const lang = useLanguage();
  return (
    <Stack gap="md">
      <FormFailureAlert failure={failure.kind === 'silent' ? { kind: 'unknown' } : failure} />
      <Anchor component={Link} to={href('/:lang/login', { lang })}>
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
