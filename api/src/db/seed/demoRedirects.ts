/** Campaign aliases the old site used in `/source/{alias}` links, and the codes they now stand for. */
export const demoReferralAliases = [
  { alias: 'youtube', code: 'lodestone_yt' },
  { alias: 'vk', code: 'lodestone_vk' },
  { alias: 'tiktok', code: 'lodestone_tt' },
  { alias: 'telegram', code: 'lodestone_tg' },
] as const;

/** Old addresses of the previous site that staff pointed at their new pages. */
export const demoRedirectRules = [
  { path: '/shop', target: '/store', permanent: true },
  { path: '/monitoring', target: '/stats', permanent: true },
  { path: '/vote', target: '/cabinet/bonus', permanent: true },
  { path: '/discord', target: 'https://discord.gg/lodestone', permanent: false },
] as const;
