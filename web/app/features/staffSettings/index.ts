export { SiteSettingsPanel } from './views/SiteSettingsPanel';
