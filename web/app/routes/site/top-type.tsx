import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { httpError } from '../../platform/httpError';
import { isLanguage } from '../../platform/i18n/languages';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/top-type';

/** The tops of spec §2: by online (playtime), by coins, by likes. */
const TOP_TYPES = ['playtime', 'coins', 'likes'] as const;
type TopType = (typeof TOP_TYPES)[number];

function isTopType(value: string): value is TopType {
  return (TOP_TYPES as readonly string[]).includes(value);
}

function validate({ params }: { params: { lang: string; type: string } }) {
  if (!isLanguage(params.lang) || !isTopType(params.type)) httpError(404);
  return null;
}

export const loader = validate;
export const clientLoader = validate;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'top-type');

export default function TopScreen({ params }: Route.ComponentProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const server = params.serverName ? `/${params.serverName}` : '';
  return (
    <ScreenFrame screen="top-type">
      <Tabs
        value={params.type}
        onChange={(value) => {
          if (value) void navigate(`/${params.lang}/top/${value}${server}`, { preventScrollReset: true });
        }}
      >
        <Tabs.List>
          {TOP_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`topTabs.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScreenFrame>
  );
}
