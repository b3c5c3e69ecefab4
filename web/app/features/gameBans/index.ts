export { GameBansPanel } from './views/GameBansPanel';
