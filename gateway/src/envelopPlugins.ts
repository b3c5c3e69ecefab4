import type { Plugin } from '@envelop/core';
import { EnvelopArmor } from '@escape.tech/graphql-armor';

import { armorConfig, readQueryLimits } from './limits.js';
import { maskUpstreamErrorsPlugin } from './maskUpstreamErrorsPlugin.js';
import { corsOrigins, corsPlugin, developerToolsOpen, noIntrospectionPlugin } from './productionPosture.js';

// Loaded by Mesh through `additionalEnvelopPlugins` in .meshrc.yml.
const toolsOpen = developerToolsOpen(process.env);
const armor = new EnvelopArmor(armorConfig(readQueryLimits(process.env), !toolsOpen));

const plugins: Plugin[] = [
  corsPlugin(corsOrigins(process.env)),
  ...(toolsOpen ? [] : [noIntrospectionPlugin()]),
  ...armor.protect().plugins,
  maskUpstreamErrorsPlugin(),
];
export default plugins;
