/**
 * What a screen reader hears about a live lot, and nothing else: the lead changing hands for the viewer
 * ('Você foi superado' / 'Você é o maior lance'), 5 minutes and 1 minute left, each extension, and the close
 * (then nothing more). Never the ticking seconds, never someone else's bid between two other members. Pure:
 * the announcer compares the lot as it was with the lot as it is now.
 */
import { stageToAnnounce } from './countdown-stage';

export interface AnnouncedLot {
  /** the countdown's stage (countdownStage) */
  stage: number | null;
  endsAt: string | null;
  extended: boolean;
  /** the leader (members only; null for visitors or without bids) */
  leaderId: number | null;
  /** whether the lot shows as closed (its end has passed) */
  closed: boolean;
}

export type Announcement =
  | { kind: 'outbid' }
  | { kind: 'leading' }
  | { kind: 'time_left'; thresholdMs: number }
  | { kind: 'extended'; endsAt: string }
  | { kind: 'closed' };

/** The announcements on moving from `before` (undefined: the first look, which says nothing) to `after`. */
export function lotAnnouncements(before: AnnouncedLot | undefined, after: AnnouncedLot, viewerId: number | null): Announcement[] {
  if (!before) return [];
  // The close is said once, alone; a closed lot has nothing more to say.
  if (after.closed) return before.closed ? [] : [{ kind: 'closed' }];
  const heard: Announcement[] = [];
  if (viewerId !== null && before.leaderId !== after.leaderId) {
    if (before.leaderId === viewerId) heard.push({ kind: 'outbid' });
    else if (after.leaderId === viewerId) heard.push({ kind: 'leading' });
  }
  const movedLater =
    after.extended && after.endsAt !== null && before.endsAt !== null && Date.parse(after.endsAt) > Date.parse(before.endsAt);
  if (movedLater) heard.push({ kind: 'extended', endsAt: after.endsAt! });
  else {
    const stage = stageToAnnounce(before.stage, after.stage);
    if (stage !== null) heard.push({ kind: 'time_left', thresholdMs: stage });
  }
  return heard;
}
