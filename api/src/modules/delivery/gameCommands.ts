/**
 * The console commands a delivery carries, in LuckPerms and EssentialsX syntax (what the demo servers
 * run). `accumulate` makes a second timed grant of the same group add its time instead of replacing it,
 * which is exactly "extend". Nicknames are checked where accounts are made: letters, digits, underscore.
 */
const NICKNAME = /^[A-Za-z0-9_]{1,32}$/;
const GROUP = /^[a-z0-9_.-]{1,64}$/;

function safe(value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`unsafe value in a game command: ${value}`);
  return value;
}

export function grantRoleCommand(player: string, group: string, seconds: number | null): string {
  const who = safe(player, NICKNAME);
  const what = safe(group, GROUP);
  return seconds === null
    ? `lp user ${who} parent add ${what}`
    : `lp user ${who} parent addtemp ${what} ${seconds}s accumulate`;
}

export function revokeRoleCommand(player: string, group: string, forever: boolean): string {
  const who = safe(player, NICKNAME);
  const what = safe(group, GROUP);
  return forever ? `lp user ${who} parent remove ${what}` : `lp user ${who} parent removetemp ${what}`;
}

export function giveCoinsCommand(player: string, coins: number): string {
  if (!Number.isSafeInteger(coins) || coins <= 0) throw new Error(`bad coin amount ${coins}`);
  return `eco give ${safe(player, NICKNAME)} ${coins}`;
}

export function unbanCommand(player: string): string {
  return `pardon ${safe(player, NICKNAME)}`;
}
