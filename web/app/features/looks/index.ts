export { preloadPlayerTheme } from './preloadPlayerTheme';
export { usePlayerTheme } from './usePlayerTheme';
export { AvatarPanel } from './views/AvatarPanel';
export { CoverPicker } from './views/CoverPicker';
export { LookPanel } from './views/LookPanel';
export { ProfileLook } from './views/ProfileLook';
export { ThemePanel } from './views/ThemePanel';
