export { EmailPanel } from './views/EmailPanel';
export { HistoryList } from './views/HistoryList';
export { PasswordPanel } from './views/PasswordPanel';
export { PrivacyPanel } from './views/PrivacyPanel';
export { SessionsPanel } from './views/SessionsPanel';
export { CabinetNavigation } from './navigation/CabinetNavigation';
export { default as cabinetLayoutClasses } from './navigation/CabinetLayout.module.css';
export { cabinetAreas, sectionLinks, type SectionLink } from './navigation/sectionLinks';
