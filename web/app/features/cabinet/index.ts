export { EmailPanel } from './views/EmailPanel';
export { HistoryList } from './views/HistoryList';
export { PasswordPanel } from './views/PasswordPanel';
export { PrivacyPanel } from './views/PrivacyPanel';
export { SessionsPanel } from './views/SessionsPanel';
