import type { ESLint, Rule } from 'eslint';

export declare const featureBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { 'feature-boundaries': Rule.RuleModule } };
export default plugin;
