import { Button, Divider, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { OauthProvidersDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { isOauthProvider, type OauthProvider } from '../oauthProvider';
import { PROVIDER_ICONS } from '../providerIcons';

export interface OauthButtonsProps {
  returnTo?: string | null;
}

/** "Or sign in with": one button per identity provider the site is set up for (none shows nothing). */
export function OauthButtons({ returnTo }: OauthButtonsProps) {
  const { t } = useTranslation(['accounts', 'shell']);
  const lang = useLanguage();
  const { data } = useQuery(OauthProvidersDocument);
  const providers: OauthProvider[] = [];
  for (const name of data?.oauthProviders?.providers ?? []) {
    if (isOauthProvider(name)) providers.push(name);
  }
  if (providers.length === 0) return null;
  const suffix = returnTo ? `&return_to=${encodeURIComponent(returnTo)}` : '';
  return (
    <Stack gap="sm">
      <Divider label={t('accounts:login.or')} labelPosition="center" />
      <SimpleGrid cols={{ base: 2 }} spacing="xs">
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          return (
            <Button
              key={provider}
              component="a"
              href={`${href('/:lang/oauth/:provider/redirect', { lang, provider })}?purpose=login${suffix}`}
              variant="default"
              leftSection={<Icon size={18} aria-hidden />}
            >
              {t(`shell:providers.${provider}`)}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
