// The rules module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { rulesModule } from './rules.module.js';
export type { RuleBookSource } from './rules.schemas.js';
export { RulesService } from './rules.service.js';
