import {
  IconBrandDiscord,
  IconBrandGoogle,
  IconBrandSteam,
  IconBrandVk,
  IconBrandYoutube,
  IconLetterY,
} from '@tabler/icons-react';

import type { OauthProvider } from './oauthProvider';

/** Each provider's mark, on the login buttons and on a profile's linked accounts. */
export const PROVIDER_ICONS: Record<OauthProvider, typeof IconBrandVk> = {
  vkid: IconBrandVk,
  steam: IconBrandSteam,
  google: IconBrandGoogle,
  yandex: IconLetterY,
  discord: IconBrandDiscord,
  youtube: IconBrandYoutube,
};
