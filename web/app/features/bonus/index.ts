export { BonusPanel } from './views/BonusPanel';
