import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
}

/** Limits from the environment; the defaults fit every page the site asks for with room to spare. */
export function readQueryLimits(env: NodeJS.ProcessEnv): QueryLimits {
  return {
    maxDepth: positiveInt(env.GRAPHQL_MAX_DEPTH, 10, 'GRAPHQL_MAX_DEPTH'),
    maxAliases: positiveInt(env.GRAPHQL_MAX_ALIASES, 15, 'GRAPHQL_MAX_ALIASES'),
    maxCost: positiveInt(env.GRAPHQL_MAX_COST, 5000, 'GRAPHQL_MAX_COST'),
    maxTokens: positiveInt(env.GRAPHQL_MAX_TOKENS, 2000, 'GRAPHQL_MAX_TOKENS'),
  };
}

export function armorConfig(limits: QueryLimits, production: boolean): GraphQLArmorConfig {
  return {
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
    maxTokens: { n: limits.maxTokens },
    maxDirectives: { n: 20 },
    // Suggestions ("did you mean ...?") map the schema for an attacker; developers keep them locally.
    blockFieldSuggestion: { enabled: production },
  };
}
