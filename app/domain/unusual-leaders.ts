/**
 * The administrators' live dashboard flags a member who leads an unusual share of the running lots (decision
 * record 0038): at least `minLots` lots and at least `minShare` of all running lots with bids or not. Pure.
 */

export interface UnusualLeaderRule {
  /** the share of the running lots, 0–1 */
  minShare: number;
  /** the lots led, at least (a small catalogue is not cornered by one lot) */
  minLots: number;
}

export const UNUSUAL_LEADER_RULE: UnusualLeaderRule = { minShare: 0.25, minLots: 5 };

export interface UnusualLeader {
  userId: number;
  lots: number;
  /** the lots led over the running lots, 0–1 */
  share: number;
}

/**
 * The members leading an unusual share, most lots first. `led`: each member's count of running lots led;
 * `running`: every running lot, with bids or not.
 */
export function unusualLeaders(
  led: readonly { userId: number; lots: number }[],
  running: number,
  rule: UnusualLeaderRule = UNUSUAL_LEADER_RULE,
): UnusualLeader[] {
  if (running <= 0) return [];
  return led
    .filter(({ lots }) => lots >= rule.minLots && lots / running >= rule.minShare)
    .map(({ userId, lots }) => ({ userId, lots, share: lots / running }))
    .sort((a, b) => b.lots - a.lots || a.userId - b.userId);
}
