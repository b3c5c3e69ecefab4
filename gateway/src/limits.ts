import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
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
