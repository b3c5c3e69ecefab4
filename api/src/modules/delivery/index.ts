// The delivery module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { deliveryModule } from './delivery.module.js';
export { DeliveryKindName, DeliveryStateName } from './delivery.schemas.js';
export { DeliveryOutbox } from './deliveryOutbox.js';
export type { DeliveryBatch, DeliveryState, NewDelivery } from './deliveryOutbox.js';
export {
  banCommand,
  giveCoinsCommand,
  grantRoleCommand,
  isSafeBanReason,
  revokeRoleCommand,
  unbanCommand,
} from './gameCommands.js';
export { RconClient } from './rcon/RconClient.js';
export { pushOverRcon } from './rconPusher.js';
export { RconTargets } from './rconTargets.js';
export type { RconTargetRow } from './rconTargets.js';
