export { NewsCard } from './components/NewsCard';
export { NewsGrid } from './components/NewsGrid';
export { newsArchivePage } from './newsArchive';
export { NewsArchive } from './views/NewsArchive';
