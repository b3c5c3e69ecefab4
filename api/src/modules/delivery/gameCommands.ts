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

/** A ban reason as a console argument: one line of printable text, nothing a console would split on. */
const REASON = /^[^\p{Cc}\p{Cf}§]{1,200}$/u;

/**
 * A staff ban in EssentialsX syntax: `tempban <player> <seconds>s <reason>` for a ban with an end,
 * `ban <player> <reason>` for one forever. `seconds === null` is forever and only ever chosen explicitly.
 */
export function banCommand(player: string, reason: string, seconds: number | null): string {
  const who = safe(player, NICKNAME);
  const why = safe(reason.trim(), REASON);
  if (seconds === null) return `ban ${who} ${why}`;
  if (!Number.isSafeInteger(seconds) || seconds <= 0) throw new Error(`bad ban length ${seconds}`);
  return `tempban ${who} ${seconds}s ${why}`;
}

/** Whether a reason can be carried by `banCommand` (the staff form is told before anything is queued). */
export function isSafeBanReason(reason: string): boolean {
  return REASON.test(reason.trim());
}
