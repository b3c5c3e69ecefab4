export { NewsCard } from './components/NewsCard';
export { NewsGrid } from './components/NewsGrid';
