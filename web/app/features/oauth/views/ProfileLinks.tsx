import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { PlayerProfileDocument } from '../../../generated/graphql';
import { isOauthProvider } from '../oauthProvider';
import { PROVIDER_ICONS } from '../providerIcons';

/** The accounts elsewhere a player chose to show (cabinet/authorization/update), on the profile's header. */
export function ProfileLinks({ nickname }: { nickname: string }) {
  const { t } = useTranslation(['oauth', 'shell']);
  const links =
    useQuery(PlayerProfileDocument, { variables: { nick: nickname } }).data?.playerProfile?.links ?? [];
  if (links.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="xs"
      aria-label={t('profileLinks')}
      data-testid="profile-links"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {links.map((link) => {
        if (!isOauthProvider(link.provider)) return null;
        const Icon = PROVIDER_ICONS[link.provider];
        const service = t(`shell:providers.${link.provider}`);
        return (
          <li key={link.provider}>
            <Button
              component="a"
              href={link.url}
              target="_blank"
              rel="me noopener noreferrer"
              size="compact-sm"
              variant="default"
              leftSection={<Icon size={16} aria-hidden />}
              title={service}
              aria-label={link.name === null ? service : `${service}: ${link.name}`}
            >
              {link.name ?? service}
            </Button>
          </li>
        );
      })}
    </Group>
  );
}
