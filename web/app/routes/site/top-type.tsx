import { skipToken, useQuery } from '@apollo/client/react';
import { Group, Select, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { TopTable } from '../../features/servers';
import { ScreenFrame } from '../../features/site';
import {
  ServerCatalogueDocument,
  TopGlobalDocument,
  TopServerDocument,
  type TopType as ApiTopType,
} from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { isLanguage } from '../../platform/i18n/languages';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/top-type';

/** The tops of docs/product.md#tops: by online (playtime), by coins, by likes. */
const TOP_TYPES = ['playtime', 'coins', 'likes'] as const;
type TopType = (typeof TOP_TYPES)[number];
const ALL = 'all';

function isTopType(value: string): value is TopType {
  return (TOP_TYPES as readonly string[]).includes(value);
}

/** The site says playtime where the api says online. */
function apiType(type: TopType): ApiTopType {
  return type === 'playtime' ? 'online' : type;
}

async function load({ context, params }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  if (!isLanguage(params.lang) || !isTopType(params.type)) httpError(404);
  const type = apiType(params.type);
  await preloadQuery(context, { query: ServerCatalogueDocument });
  if (params.serverName === undefined)
    await preloadQuery(context, { query: TopGlobalDocument, variables: { type } });
  else
    await preloadQuery(context, { query: TopServerDocument, variables: { type, server: params.serverName } });
  return null;
}

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'top-type');

export default function TopScreen({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['shell', 'servers']);
  const navigate = useNavigate();
  const type = isTopType(params.type) ? apiType(params.type) : 'online';
  const serverName = params.serverName;
  const global = useQuery(TopGlobalDocument, serverName === undefined ? { variables: { type } } : skipToken);
  const scoped = useQuery(
    TopServerDocument,
    serverName === undefined ? skipToken : { variables: { type, server: serverName } },
  );
  const servers = useQuery(ServerCatalogueDocument).data?.servers?.items ?? [];
  const list = serverName === undefined ? global.data?.topGlobal : scoped.data?.topServer;
  const go = (nextType: string, server: string | undefined) => {
    void navigate(`/${params.lang}/top/${nextType}${server ? `/${server}` : ''}`, {
      preventScrollReset: true,
    });
  };
  return (
    <ScreenFrame screen="top-type">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <Tabs
            value={params.type}
            onChange={(value) => {
              if (value) go(value, serverName);
            }}
          >
            <Tabs.List>
              {TOP_TYPES.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`topTabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Select
            aria-label={t('servers:top.server')}
            value={serverName ?? ALL}
            allowDeselect={false}
            onChange={(value) => {
              go(params.type, value === null || value === ALL ? undefined : value);
            }}
            data={[
              { value: ALL, label: t('servers:top.allServers') },
              ...servers.map((server) => ({ value: server.slug, label: server.name })),
            ]}
          />
        </Group>
        {list ? <TopTable list={list} /> : null}
      </Stack>
    </ScreenFrame>
  );
}
