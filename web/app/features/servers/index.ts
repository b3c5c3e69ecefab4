// The servers feature's public surface: the screens (views with their loaders) and the few parts other
// features show (cards, the message of the day, the online card of a server's page).
export { ServerGrid } from './components/ServerGrid';
export { Motd } from './components/Motd';
export { loadServerCatalogue } from './loadServerCatalogue';
export { ServerOnlineCard } from './views/ServerOnlineCard';
export { ServerCatalogueView } from './views/ServerCatalogueView';
export { NetworkStatsView, loadNetworkStats } from './views/NetworkStatsView';
export { ServerStatsView, loadServerStats } from './views/ServerStatsView';
export { TopView, loadTop } from './views/TopView';
export { PlayerStatisticsView, loadPlayerStatistics } from './views/PlayerStatisticsView';
export { TeamView, loadTeam } from './views/TeamView';
export { BanListView } from './views/BanListView';
export { PlayerSearchView } from './views/PlayerSearchView';
