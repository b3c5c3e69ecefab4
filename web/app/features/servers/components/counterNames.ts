/** The game counters, in the order the statistics grids show them (labels: servers profile.counters.*). */
export const COUNTER_NAMES = [
  'blocksBroken',
  'blocksPlaced',
  'playersKilled',
  'mobsKilled',
  'deaths',
  'experience',
  'chatMessages',
  'casesOpened',
] as const;
