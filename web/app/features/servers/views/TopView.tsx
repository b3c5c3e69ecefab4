import { skipToken } from '@apollo/client/react';
import { Group, Select, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import {
  ServerCatalogueDocument,
  TopGlobalDocument,
  TopServerDocument,
  type TopType as ApiTopType,
} from '../../../generated/graphql';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { httpError } from '../../../platform/httpError';
import { isLanguage } from '../../../platform/i18n/languages';
import { TopTable } from '../components/TopTable';
import type { ScreenLoadArgs } from './screenLoadArgs';

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

interface TopParams {
  lang?: string;
  type: string;
  serverName?: string;
}

/** Fills the cache with a top, network-wide or of one server; 404 for an unknown kind of top. */
export async function loadTop({ context, params }: ScreenLoadArgs<TopParams>) {
  if (!isLanguage(params.lang) || !isTopType(params.type)) httpError(404);
  const type = apiType(params.type);
  await preloadQuery(context, { query: ServerCatalogueDocument });
  if (params.serverName === undefined)
    await preloadQuery(context, { query: TopGlobalDocument, variables: { type } });
  else
    await preloadQuery(context, { query: TopServerDocument, variables: { type, server: params.serverName } });
  return null;
}

/** `/top/:type/:serverName?`: the kind of top as tabs, the server as a select, the table. */
export function TopView({ lang, type: typeParam, serverName }: TopParams & { lang: string }) {
  const { t } = useTranslation(['shell', 'servers']);
  const navigate = useNavigate();
  const type = isTopType(typeParam) ? apiType(typeParam) : 'online';
  const global = useQuery(TopGlobalDocument, serverName === undefined ? { variables: { type } } : skipToken);
  const scoped = useQuery(
    TopServerDocument,
    serverName === undefined ? skipToken : { variables: { type, server: serverName } },
  );
  const servers = useQuery(ServerCatalogueDocument).data?.servers?.items ?? [];
  const list = serverName === undefined ? global.data?.topGlobal : scoped.data?.topServer;
  const go = (nextType: string, server: string | undefined) => {
    void navigate(`/${lang}/top/${nextType}${server ? `/${server}` : ''}`, {
      preventScrollReset: true,
    });
  };
  return (
    <ScreenFrame screen="top-type">
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <Tabs
            value={typeParam}
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
              go(typeParam, value === null || value === ALL ? undefined : value);
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
