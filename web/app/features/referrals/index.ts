export { InvitePanel } from './views/InvitePanel';
