import type { BonusConfig } from './bonusConfig.js';

const VK_API_VERSION = '5.199';

/** `groups.isMember` over plain HTTP (form-encoded, like every VK API method). */
export async function isGroupMember(config: BonusConfig, vkUserId: string): Promise<boolean> {
  const response = await fetch(`${config.apiBaseUrl}/groups.isMember`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      group_id: String(config.groupId),
      user_id: vkUserId,
      access_token: config.token,
      v: VK_API_VERSION,
    }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`VK API answered ${response.status}`);
  const body = (await response.json()) as { response?: unknown; error?: { error_msg?: string } };
  if (body.error !== undefined) throw new Error(`VK API error: ${body.error.error_msg ?? 'unknown'}`);
  return body.response === 1 || body.response === true;
}
