import { useEffect, useRef, useState } from 'react';
import { countdownStage } from '~/domain/countdown-stage';
import { lotAnnouncements, type AnnouncedLot, type Announcement } from '~/domain/lot-announcements';
import { useNow } from '~/hooks/use-server-clock';
import { formatTime } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { liveLot } from '~/i18n/pt-BR-lot-first-paint';
import { visuallyHidden } from '~/styles/utility.css';

/** How a closed lot ended, as its page shows it (null while it runs). */
export interface ClosedSummary {
  /** 'Arrematado por R$ X', … (null for a visitor) */
  outcome: string | null;
  /** the viewer led the lot when it closed */
  won: boolean;
}

/** 'Leilão encerrado. Arrematado por R$ 110,00. Você ganhou!' */
function closedWords({ outcome, won }: ClosedSummary): string {
  return [siteText.lot.closed, outcome, won ? siteText.card.youWon : null].filter(Boolean).join('. ');
}

function spoken(announcement: Announcement, closed: ClosedSummary | null): string {
  switch (announcement.kind) {
    case 'outbid':
      return liveLot.outbid;
    case 'leading':
      return liveLot.leading;
    case 'extended':
      return liveLot.extendedUntil(formatTime(announcement.endsAt));
    case 'time_left':
      return liveLot.endsSoon(liveLot.thresholds[announcement.thresholdMs]!);
    case 'closed':
      return closedWords(closed ?? { outcome: null, won: false });
  }
}

/**
 * What a screen reader hears about a live lot, politely, and nothing else (lot-announcements): the lead
 * changing hands for the viewer, 5 minutes and 1 minute left, each extension, the close with its outcome.
 * The on-screen timer stays silent.
 */
export function LotAnnouncer({
  endsAt,
  extended,
  leaderId,
  viewerId,
  closed,
}: {
  endsAt: string | null;
  extended: boolean;
  /** the lot's leader as members see it (null for visitors) */
  leaderId: number | null;
  viewerId: number | null;
  /** how the lot ended, once it shows as closed */
  closed: ClosedSummary | null;
}) {
  const stage = countdownStage(endsAt, useNow());
  const [message, setMessage] = useState('');
  const last = useRef<AnnouncedLot | undefined>(undefined);
  const closedRef = useRef(closed);
  closedRef.current = closed;
  const isClosed = closed !== null;

  useEffect(() => {
    const now: AnnouncedLot = { stage, endsAt, extended, leaderId, closed: isClosed };
    const heard = lotAnnouncements(last.current, now, viewerId);
    last.current = now;
    if (heard.length > 0) setMessage(heard.map((announcement) => spoken(announcement, closedRef.current)).join('. '));
  }, [stage, endsAt, extended, leaderId, viewerId, isClosed]);

  return (
    <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="lot-announcer">
      {message}
    </p>
  );
}
