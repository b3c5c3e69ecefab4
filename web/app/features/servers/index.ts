export { LazyOnlineChart, LazyPlaytimeChart } from './components/LazyOnlineChart';
export { MonitoringTable } from './components/MonitoringTable';
export { ServerGrid } from './components/ServerGrid';
export { ServerStatsTable } from './components/ServerStatsTable';
export { TopTable } from './components/TopTable';
export { useFocusedPolling } from './hooks/useFocusedPolling';
export { loadServerCatalogue } from './loadServerCatalogue';
export { ProfileLikeButton } from './views/ProfileLikeButton';
export { ServerOnlineCard } from './views/ServerOnlineCard';
