import { SimpleGrid, UnstyledButton } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SiteFooterQuery } from '../../../generated/graphql';
import classes from './SocialLinks.module.css';
import { PlainText } from '../../../ui/plainMantine/PlainText';

type FooterMain = NonNullable<SiteFooterQuery['main']>;
type Network = keyof FooterMain['counts'];

const NETWORKS: readonly { network: Network; icon: Icon }[] = [
  { network: 'telegram', icon: IconBrandTelegram },
  { network: 'discord', icon: IconBrandDiscord },
  { network: 'vk', icon: IconBrandVk },
  { network: 'youtube', icon: IconBrandYoutube },
];

export interface SocialLinksProps {
  counts: FooterMain['counts'];
  links: FooterMain['links'];
}

/** The community's networks with their follower counts; a network without a link is left out. */
export function SocialLinks({ counts, links }: SocialLinksProps) {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="social-links">
      {NETWORKS.filter(({ network }) => links[network]).map(({ network, icon: NetworkIcon }) => (
        <UnstyledButton
          key={network}
          component="a"
          href={links[network]}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.link}
          data-network={network}
        >
          <NetworkIcon size={26} aria-hidden className={classes.icon} />
          <span>
            <PlainText fw={700} size="sm" component="span" display="block">
              {t(`social.${network}`)}
            </PlainText>
            <PlainText size="xs" dimmed component="span" display="block">
              {t('footer.followers', { count: counts[network] })}
            </PlainText>
          </span>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
