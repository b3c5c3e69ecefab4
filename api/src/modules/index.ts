import type { ApiModule } from '../platform/modules/contract.js';
import { platformModule } from '../platform/modules/platform.module.js';
import { accountSettingsModule } from './accountSettings/index.js';
import { accountsModule } from './accounts/index.js';
import { bansModule } from './bans/index.js';
import { bonusModule } from './bonus/index.js';
import { captchaModule } from './captcha/index.js';
import { deliveryModule } from './delivery/index.js';
import { documentsModule } from './documents/index.js';
import { friendsModule } from './friends/index.js';
import { gameStatsModule } from './gameStats/index.js';
import { launcherModule } from './launcher/index.js';
import { looksModule } from './looks/index.js';
import { mainModule } from './main/index.js';
import { oauthModule } from './oauth/index.js';
import { paymentsModule } from './payments/index.js';
import { recoveryModule } from './recovery/index.js';
import { redirectsModule } from './redirects/index.js';
import { referralsModule } from './referrals/index.js';
import { rulesModule } from './rules/index.js';
import { serversModule } from './servers/index.js';
import { siteSettingsModule } from './siteSettings/index.js';
import { staffModule } from './staff/index.js';
import { statsModule } from './stats/index.js';
import { storeModule } from './store/index.js';
import { systemModule } from './system/index.js';
import { twoFactorModule } from './twoFactor/index.js';
import { visitsModule } from './visits/index.js';
import { yggdrasilModule } from './yggdrasil/index.js';

/**
 * Every module of the api, in order: a module's services may use the ports of the modules above it
 * (a port read too early fails at startup with its name), and routes are added in this order.
 */
export const apiModules: readonly ApiModule[] = [
  platformModule,
  siteSettingsModule,
  serversModule,
  documentsModule,
  mainModule,
  rulesModule,
  redirectsModule,
  referralsModule,
  visitsModule,
  captchaModule,
  twoFactorModule,
  accountsModule,
  recoveryModule,
  accountSettingsModule,
  oauthModule,
  gameStatsModule,
  systemModule,
  statsModule,
  launcherModule,
  paymentsModule,
  staffModule,
  looksModule,
  friendsModule,
  yggdrasilModule,
  deliveryModule,
  storeModule,
  bonusModule,
  bansModule,
];
