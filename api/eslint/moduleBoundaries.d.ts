import type { ESLint, Rule } from 'eslint';

export declare const moduleBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { 'module-boundaries': Rule.RuleModule } };
export default plugin;
