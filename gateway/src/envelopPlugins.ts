import type { Plugin } from '@envelop/core';
import { EnvelopArmor } from '@escape.tech/graphql-armor';

import { armorConfig, readQueryLimits } from './limits.js';
import { maskUpstreamErrorsPlugin } from './maskUpstreamErrorsPlugin.js';

// Loaded by Mesh through `additionalEnvelopPlugins` in .meshrc.yml.
const armor = new EnvelopArmor(
  armorConfig(readQueryLimits(process.env), process.env.NODE_ENV === 'production'),
);

const plugins: Plugin[] = [...armor.protect().plugins, maskUpstreamErrorsPlugin()];
export default plugins;
