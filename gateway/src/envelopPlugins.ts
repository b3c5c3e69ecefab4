import type { Plugin } from '@envelop/core';
import { EnvelopArmor } from '@escape.tech/graphql-armor';

import { gatewayConfig } from './gatewayConfig.js';
import { takePrefetched } from './knownQueries/prefetched.js';
import { armorConfig } from './limits.js';
import { maskUpstreamErrorsPlugin } from './maskUpstreamErrorsPlugin.js';
import { corsPlugin, noIntrospectionPlugin } from './productionPosture.js';

/** Mesh's own hook around each fetch of the api (not part of envelop's Plugin type). */
interface MeshFetchHook {
  onFetch: (payload: {
    url: string;
    options?: { method?: string };
    context?: { request?: unknown };
    endResponse: (response: Response) => void;
  }) => void;
}

// Loaded by Mesh through `additionalEnvelopPlugins` in .meshrc.yml. `mesh build` imports this file too,
// without the gateway's environment: the configuration is read when envelop starts, not on import.
const plugins: (Plugin | (Plugin & MeshFetchHook))[] = [
  {
    onPluginInit({ addPlugin }) {
      const { toolsOpen, queryLimits, corsOrigins } = gatewayConfig();
      const armor = new EnvelopArmor(armorConfig(queryLimits, !toolsOpen));
      for (const plugin of [
        corsPlugin(corsOrigins),
        ...(toolsOpen ? [] : [noIntrospectionPlugin()]),
        ...armor.protect().plugins,
        maskUpstreamErrorsPlugin(),
      ])
        addPlugin(plugin);
    },
  },
  // Mesh collects fetch hooks from this list itself (not from plugins added above): an answer the gateway
  // already fetched for the request (knownQueries.ts) is given to Mesh instead of asking the api again.
  {
    onFetch({ url, options, context, endResponse }) {
      const answer = takePrefetched(context?.request, url, options?.method);
      if (answer !== undefined) endResponse(answer);
    },
  },
];
export default plugins;
