export { GameServersPanel } from './views/GameServersPanel';
