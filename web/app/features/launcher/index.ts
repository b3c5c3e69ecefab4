export { LauncherNav } from './components/LauncherNav';
export { LauncherAgentProvider } from './hooks/LauncherAgentProvider';
export { AccountView } from './views/AccountView';
export { BanView } from './views/BanView';
export { ClientsView } from './views/ClientsView';
export { DebuggingView } from './views/DebuggingView';
export { ElementsView } from './views/ElementsView';
export {
  AdminSettingsView,
  FolderSettingsView,
  OtherSettingsView,
  RamSettingsView,
} from './views/SettingsViews';
export { ThemeSettingsView } from './views/ThemeSettingsView';
