import type { OauthProviderName } from './oauthConfig.js';

/**
 * The public page of a linked account, for the services that have one: what a profile may show. Google
 * and Yandex accounts have no public page, so they can be linked but never shown.
 */
export function publicPageOf(provider: OauthProviderName, subject: string): string | null {
  switch (provider) {
    case 'vkid':
      return /^\d+$/.test(subject) ? `https://vk.com/id${subject}` : null;
    case 'steam':
      return /^\d{17}$/.test(subject) ? `https://steamcommunity.com/profiles/${subject}` : null;
    case 'discord':
      return /^\d+$/.test(subject) ? `https://discord.com/users/${subject}` : null;
    case 'youtube':
      return /^[\w-]+$/.test(subject) ? `https://www.youtube.com/channel/${subject}` : null;
    case 'google':
    case 'yandex':
      return null;
  }
}

export function canShowOnProfile(provider: OauthProviderName): boolean {
  return provider !== 'google' && provider !== 'yandex';
}
