import type { Db } from '../../db/client.js';
import type { AuditActor, AuditLog } from '../../platform/audit/AuditLog.js';
import type { BonusTier } from '../payments/index.js';
import type {
  DefaultSettingsInput,
  PaymentSettingsInput,
  RewardSettingsInput,
  SiteSettings,
  SocialSettingsInput,
} from './siteSettings.schemas.js';
import { mergeFlat, SETTINGS_KEYS, settingsDefaults } from './siteSettingsDefaults.js';
import { checkDefaults, checkPayments, checkRewards, checkSocial } from './siteSettingsRules.js';
import { SettingsRepository } from './settings.repository.js';

export type SettingsSection = keyof SiteSettings;

/** A stored list of tiers is used only if it still passes today's checks. */
function storedTiers(stored: unknown, fallback: BonusTier[]): BonusTier[] {
  if (typeof stored !== 'object' || stored === null || !('bonusTiers' in stored)) return fallback;
  const tiers = stored.bonusTiers;
  if (!Array.isArray(tiers)) return fallback;
  try {
    return checkPayments({
      methods: { card: true, sbp: true, crypto: true },
      bonusTiers: tiers as BonusTier[],
    }).bonusTiers;
  } catch {
    return fallback;
  }
}

/**
 * The owner's site settings (docs/staff.md "Site settings"): read from the database on every call, so
 * a saved change applies on the next request without a restart; the defaults apply while nothing is
 * stored. Readers in other modules use the `siteSettings` port; staff routes save one section at a time.
 */
export class SiteSettingsService {
  private readonly repository: SettingsRepository;
  private readonly defaults: SiteSettings;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    envBonusTiers: BonusTier[],
  ) {
    this.repository = new SettingsRepository(db);
    this.defaults = settingsDefaults(envBonusTiers);
  }

  async social(): Promise<SiteSettings['social']> {
    const stored = await this.repository.read([SETTINGS_KEYS.links, SETTINGS_KEYS.counts]);
    return {
      links: mergeFlat(this.defaults.social.links, stored.get(SETTINGS_KEYS.links)),
      counts: mergeFlat(this.defaults.social.counts, stored.get(SETTINGS_KEYS.counts)),
    };
  }

  async payments(): Promise<SiteSettings['payments']> {
    const stored = (await this.repository.read([SETTINGS_KEYS.payments])).get(SETTINGS_KEYS.payments);
    const methods =
      typeof stored === 'object' && stored !== null && 'methods' in stored ? stored.methods : undefined;
    return {
      methods: mergeFlat(this.defaults.payments.methods, methods),
      bonusTiers: storedTiers(stored, this.defaults.payments.bonusTiers),
    };
  }

  async rewards(): Promise<SiteSettings['rewards']> {
    const stored = await this.repository.read([SETTINGS_KEYS.rewards]);
    const merged = mergeFlat(this.defaults.rewards, stored.get(SETTINGS_KEYS.rewards));
    try {
      return checkRewards(merged);
    } catch {
      return this.defaults.rewards;
    }
  }

  async defaultsOfSite(): Promise<SiteSettings['defaults']> {
    const stored = await this.repository.read([SETTINGS_KEYS.defaults]);
    const merged = mergeFlat(this.defaults.defaults, stored.get(SETTINGS_KEYS.defaults));
    const known =
      ['ru', 'en'].includes(merged.language) && ['auto', 'russia', 'global'].includes(merged.region);
    return known ? merged : this.defaults.defaults;
  }

  async all(): Promise<SiteSettings> {
    const [social, payments, rewards, defaults] = await Promise.all([
      this.social(),
      this.payments(),
      this.rewards(),
      this.defaultsOfSite(),
    ]);
    return { social, payments, rewards, defaults };
  }

  async saveSocial(input: SocialSettingsInput, actor: AuditActor): Promise<SiteSettings> {
    const value = checkSocial(input);
    const before = await this.social();
    await this.db.transaction(async (tx) => {
      const repository = new SettingsRepository(tx);
      await repository.write(SETTINGS_KEYS.links, value.links);
      await repository.write(SETTINGS_KEYS.counts, value.counts);
      await this.audit.record(
        actor,
        { action: 'settings.social', target: 'settings:social', before, after: value },
        tx,
      );
    });
    return this.all();
  }

  savePayments(input: PaymentSettingsInput, actor: AuditActor): Promise<SiteSettings> {
    return this.saveOne(
      'payments',
      SETTINGS_KEYS.payments,
      checkPayments(input),
      () => this.payments(),
      actor,
    );
  }

  saveRewards(input: RewardSettingsInput, actor: AuditActor): Promise<SiteSettings> {
    return this.saveOne('rewards', SETTINGS_KEYS.rewards, checkRewards(input), () => this.rewards(), actor);
  }

  saveDefaults(input: DefaultSettingsInput, actor: AuditActor): Promise<SiteSettings> {
    return this.saveOne(
      'defaults',
      SETTINGS_KEYS.defaults,
      checkDefaults(input),
      () => this.defaultsOfSite(),
      actor,
    );
  }

  /** One row and its audit entry in one transaction: the entry exists if and only if the value changed. */
  private async saveOne(
    section: SettingsSection,
    key: string,
    value: object,
    current: () => Promise<object>,
    actor: AuditActor,
  ): Promise<SiteSettings> {
    const before = await current();
    await this.db.transaction(async (tx) => {
      await new SettingsRepository(tx).write(key, value);
      await this.audit.record(
        actor,
        { action: `settings.${section}`, target: `settings:${section}`, before, after: value },
        tx,
      );
    });
    return this.all();
  }
}
