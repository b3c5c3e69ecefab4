export { HomeView } from './views/HomeView';
