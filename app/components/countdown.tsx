import { useNow } from '~/hooks/use-server-clock';
import { formatCountdown } from '~/i18n/format';

/** "Nd Nh Nm Ns" / "Nh Nm Ns" / "—" / "Encerrado", refreshed every second on the server clock. */
export function Countdown({ endsAt, className }: { endsAt: string | null; className?: string }) {
  const now = useNow();
  return (
    <time role="timer" dateTime={endsAt ?? undefined} className={className} suppressHydrationWarning>
      {formatCountdown(endsAt, now)}
    </time>
  );
}
