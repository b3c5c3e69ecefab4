export { RuleBookEditor } from './views/RuleBookEditor';
export { RuleBookView } from './views/RuleBookView';
