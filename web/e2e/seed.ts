/** What the api's demo seed puts into a fresh database (api/src/db/seed): deterministic content. */
export const SEEDED_SERVERS = ['TechnoMagic RPG', 'HiTech', 'TechnoMagic SKY', 'Magic RPG'] as const;

/** The newest seeded news item, first on the home page. */
export const NEWEST_NEWS = { slug: 'launcher-2-0', ru: 'Лаунчер 2.0', en: 'Launcher 2.0' } as const;

/** A redirect rule and a referral alias of the api's demo seed. */
export const SEEDED_REDIRECT_RULE = { from: '/shop', to: '/ru/store' } as const;
export const SEEDED_REFERRAL_ALIAS = { alias: 'youtube', code: 'lodestone_yt' } as const;
