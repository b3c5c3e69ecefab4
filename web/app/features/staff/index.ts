export {
  BanLengthFields,
  banDays,
  banDuration,
  NO_BAN_LENGTH,
  type BanLength,
} from './components/BanLengthFields';
export { BanReviewDialog } from './components/BanReviewDialog';
export { StaffNav } from './components/StaffNav';
export { DELIVERY_STATE_COLORS } from './deliveryStateColors';
export { staffLinks } from './staffNavigation';
export { AdjustBalanceForm } from './views/AdjustBalanceForm';
export { AuditLogPanel } from './views/AuditLogPanel';
export { ClientsPanel } from './views/ClientsPanel';
export { GroupsPanel } from './views/GroupsPanel';
export { PlayersPanel } from './views/PlayersPanel';
export { RedirectsPanel } from './views/RedirectsPanel';
export { StaffPaymentsPanel } from './views/StaffPaymentsPanel';
export { StaffTable } from './StaffTable';
