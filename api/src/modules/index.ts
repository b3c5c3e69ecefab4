import type { ApiModule } from '../platform/modules/contract.js';
import { platformModule } from '../platform/modules/platform.module.js';
import { accountSettingsModule } from './accountSettings/accountSettings.module.js';
import { accountsModule } from './accounts/accounts.module.js';
import { bansModule } from './bans/bans.module.js';
import { bonusModule } from './bonus/bonus.module.js';
import { captchaModule } from './captcha/captcha.module.js';
import { deliveryModule } from './delivery/delivery.module.js';
import { documentsModule } from './documents/documents.module.js';
import { friendsModule } from './friends/friends.module.js';
import { gameStatsModule } from './gameStats/gameStats.module.js';
import { launcherModule } from './launcher/launcher.module.js';
import { looksModule } from './looks/looks.module.js';
import { mainModule } from './main/main.module.js';
import { oauthModule } from './oauth/oauth.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { recoveryModule } from './recovery/recovery.module.js';
import { redirectsModule } from './redirects/redirects.module.js';
import { referralsModule } from './referrals/referrals.module.js';
import { rulesModule } from './rules/rules.module.js';
import { serversModule } from './servers/servers.module.js';
import { siteSettingsModule } from './siteSettings/siteSettings.module.js';
import { staffModule } from './staff/staff.module.js';
import { statsModule } from './stats/stats.module.js';
import { storeModule } from './store/store.module.js';
import { systemModule } from './system/system.module.js';
import { twoFactorModule } from './twoFactor/twoFactor.module.js';
import { visitsModule } from './visits/visits.module.js';
import { yggdrasilModule } from './yggdrasil/yggdrasil.module.js';

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
