import { useEffect, useRef, useState } from 'react';
import { countdownStage } from '~/domain/countdown-stage';
import { lotAnnouncements, type AnnouncedLot, type Announcement } from '~/domain/lot-announcements';
import { useNow } from '~/hooks/use-server-clock';
import { formatTime } from '~/i18n/format';
import { liveLot } from '~/i18n/pt-BR-lot-first-paint';
import { visuallyHidden } from '~/styles/utility.css';

function spoken(announcement: Announcement): string {
  switch (announcement.kind) {
    case 'outbid':
      return liveLot.outbid;
    case 'leading':
      return liveLot.leading;
    case 'extended':
      return liveLot.extendedUntil(formatTime(announcement.endsAt));
    case 'time_left':
      return liveLot.endsSoon(liveLot.thresholds[announcement.thresholdMs]!);
  }
}

/**
 * What a screen reader hears about a live lot, politely, and nothing else (lot-announcements): the lead
 * changing hands for the viewer, 5 minutes and 1 minute left, each extension. The on-screen timer stays silent.
 */
export function LotAnnouncer({
  endsAt,
  extended,
  leaderId,
  viewerId,
}: {
  endsAt: string | null;
  extended: boolean;
  /** the lot's leader as members see it (null for visitors) */
  leaderId: number | null;
  viewerId: number | null;
}) {
  const stage = countdownStage(endsAt, useNow());
  const [message, setMessage] = useState('');
  const last = useRef<AnnouncedLot | undefined>(undefined);

  useEffect(() => {
    const now: AnnouncedLot = { stage, endsAt, extended, leaderId };
    const heard = lotAnnouncements(last.current, now, viewerId);
    last.current = now;
    if (heard.length > 0) setMessage(heard.map(spoken).join('. '));
  }, [stage, endsAt, extended, leaderId, viewerId]);

  return (
    <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="lot-announcer">
      {message}
    </p>
  );
}
