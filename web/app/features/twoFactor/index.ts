export { TwoFactorStep } from './components/TwoFactorStep';
export { TwoFactorPanel } from './views/TwoFactorPanel';
