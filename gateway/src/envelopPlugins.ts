import type { Plugin } from '@envelop/core';
import { EnvelopArmor } from '@escape.tech/graphql-armor';

import { gatewayConfig } from './gatewayConfig.js';
import { armorConfig } from './limits.js';
import { maskUpstreamErrorsPlugin } from './maskUpstreamErrorsPlugin.js';
import { corsPlugin, noIntrospectionPlugin } from './productionPosture.js';

// Loaded by Mesh through `additionalEnvelopPlugins` in .meshrc.yml. `mesh build` imports this file too,
// without the gateway's environment: the configuration is read when envelop starts, not on import.
const plugins: Plugin[] = [
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
];
export default plugins;
