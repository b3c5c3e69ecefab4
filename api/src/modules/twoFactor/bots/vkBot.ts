import { Agent as HttpAgent } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';

import { Keyboard, VK } from 'vk-io';

import type { VkBotConfig } from '../twoFactorConfig.js';
import {
  BUTTON_LABELS,
  challengeText,
  type BotEvents,
  type ChallengeMessage,
  type TwoFactorBot,
} from './TwoFactorBot.js';

const LINK_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * The VK community bot (vk-io): the link token arrives as the `ref` of a vk.me link or as the message
 * text; callback buttons (message_event) confirm or deny sign-ins.
 */
export class VkTwoFactorBot implements TwoFactorBot {
  readonly type = 2 as const;
  readonly vk: VK;

  constructor(
    private readonly config: VkBotConfig,
    events: BotEvents,
  ) {
    this.vk = new VK({
      token: config.token,
      pollingGroupId: config.groupId,
      ...(config.apiBaseUrl ? { apiBaseUrl: config.apiBaseUrl } : {}),
      // vk-io defaults to an https agent; a plain-http API root (a local stand-in) needs its own.
      ...(config.apiBaseUrl?.startsWith('http:')
        ? { agent: new HttpAgent({ keepAlive: true }) as unknown as HttpsAgent }
        : {}),
      ...(config.webhookSecret ? { webhookSecret: config.webhookSecret } : {}),
      ...(config.confirmation ? { webhookConfirmation: config.confirmation } : {}),
    });
    this.vk.updates.on('message_new', async (context) => {
      if (context.isOutbox) return;
      const candidate = (context.referralValue ?? context.text ?? '').replace(/^\/start\s+/, '').trim();
      if (!LINK_TOKEN.test(candidate)) return;
      await this.sendText(
        String(context.peerId),
        await events.onLink(this.type, candidate, String(context.peerId)),
      );
    });
    this.vk.updates.on('message_event', async (context) => {
      const payload = context.eventPayload as { action?: unknown; token?: unknown } | undefined;
      if ((payload?.action !== 'c' && payload?.action !== 'd') || typeof payload.token !== 'string') return;
      const answer = await events.onDecision(
        this.type,
        payload.token,
        String(context.peerId),
        payload.action === 'c' ? 'confirm' : 'deny',
      );
      await context.answer({ type: 'show_snackbar', text: answer }).catch(() => undefined);
      await this.sendText(String(context.peerId), answer);
    });
  }

  /** The Callback API secret every event must carry (checked by the webhook route). */
  get webhookSecret(): string | undefined {
    return this.config.webhookSecret;
  }

  linkUrl(token: string): string {
    return `https://vk.me/club${this.config.groupId}?ref=${token}`;
  }

  async sendChallenge(peerId: string, message: ChallengeMessage): Promise<void> {
    const labels = BUTTON_LABELS[message.locale];
    const keyboard = Keyboard.builder()
      .callbackButton({
        label: labels.confirm,
        payload: { action: 'c', token: message.buttonToken },
        color: Keyboard.POSITIVE_COLOR,
      })
      .callbackButton({
        label: labels.deny,
        payload: { action: 'd', token: message.buttonToken },
        color: Keyboard.NEGATIVE_COLOR,
      })
      .inline();
    await this.vk.api.messages.send({
      peer_id: Number(peerId),
      random_id: Math.floor(Math.random() * 2 ** 31),
      message: challengeText(message),
      keyboard,
    });
  }

  async sendText(peerId: string, text: string): Promise<void> {
    await this.vk.api.messages.send({
      peer_id: Number(peerId),
      random_id: Math.floor(Math.random() * 2 ** 31),
      message: text,
    });
  }

  startPolling(): void {
    this.vk.updates.startPolling().catch((error: unknown) => {
      console.error('[2fa] vk polling stopped', error);
    });
  }

  async stop(): Promise<void> {
    await this.vk.updates.stop();
  }
}
