export interface BonusTierValue {
  fromRubles: number;
  percent: number;
}

/** The same rule the api applies: the highest tier the amount reaches, rounded down to kopecks. */
export function bonusPreview(amountRubles: number, tiers: BonusTierValue[]) {
  let percent = 0;
  for (const tier of tiers)
    if (amountRubles >= tier.fromRubles && tier.percent > percent) percent = tier.percent;
  const amountKopecks = Math.round(amountRubles * 100);
  const bonusKopecks = Math.floor((amountKopecks * percent) / 100);
  return { percent, bonusKopecks, totalKopecks: amountKopecks + bonusKopecks };
}
