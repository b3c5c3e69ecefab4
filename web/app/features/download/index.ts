export { LAUNCHER_SYSTEMS, systemOfUserAgent, type LauncherSystem } from './launcherSystem';
export { DownloadView } from './views/DownloadView';
