export { staffLinks } from './staffNavigation';
export { AdjustBalanceForm } from './views/AdjustBalanceForm';
export { AuditLogPanel } from './views/AuditLogPanel';
export { GroupsPanel } from './views/GroupsPanel';
export { PlayersPanel } from './views/PlayersPanel';
export { RedirectsPanel } from './views/RedirectsPanel';
export { ServerTokensPanel } from './views/ServerTokensPanel';
export { StaffPaymentsPanel } from './views/StaffPaymentsPanel';
