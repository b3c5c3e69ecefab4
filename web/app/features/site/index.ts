export { BrandLogo } from './components/BrandLogo';
export { ColorSchemeToggle } from './components/ColorSchemeToggle';
export { LanguageSwitch } from './components/LanguageSwitch';
export { RouteTabs, type RouteTab } from './components/RouteTabs';
export { ScreenFrame } from './components/ScreenFrame';
export { SiteShell } from './views/SiteShell';
export { SiteBehaviour } from './views/SiteBehaviour';
