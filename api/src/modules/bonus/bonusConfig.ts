/** The VK community the daily bonus asks to join and write to (docs/product.md#bonus). Unset: the bonus is closed. */
export interface BonusConfig {
  /** The community id (positive). */
  groupId: number;
  /** A community or service token allowed to call `groups.isMember`. */
  token: string;
  /** VK API root; tests point it at a local double. */
  apiBaseUrl: string;
  /** The community page the bonus tab links to. */
  groupUrl: string;
  /** Callback API: the secret VK sends with every event, and the string it expects on confirmation. */
  webhookSecret: string | undefined;
  confirmation: string | undefined;
}

const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

export const VK_API_DEFAULT = 'https://api.vk.com/method';

/** Reads BONUS_VK_* from the environment; all of group id and token or nothing. */
export function loadBonusConfig(env: Record<string, string | undefined>): BonusConfig | undefined {
  const groupId = Number(env.BONUS_VK_GROUP_ID ?? '');
  const token = env.BONUS_VK_TOKEN ?? '';
  if (!Number.isSafeInteger(groupId) || groupId <= 0 || token === '') return undefined;
  return {
    groupId,
    token,
    apiBaseUrl: (env.BONUS_VK_API_URL ?? VK_API_DEFAULT).replace(/\/+$/, ''),
    groupUrl: env.BONUS_VK_GROUP_URL ?? `https://vk.com/club${groupId}`,
    webhookSecret: blankToUndefined(env.BONUS_VK_SECRET),
    confirmation: blankToUndefined(env.BONUS_VK_CONFIRMATION),
  };
}
