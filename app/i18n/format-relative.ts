/** When a notification arrived: 'agora', 'há 5 min', 'há 3 h', then "dd/mm HH:mm" (São Paulo). */
import { formatDayMonthTime } from './format';
import { liveText } from './pt-BR-live';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function formatNotificationTime(timestamp: string, now: number): string {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return formatDayMonthTime(timestamp);
  const ago = now - at;
  if (ago < MINUTE) return liveText.notifications.justNow;
  if (ago < HOUR) return liveText.notifications.minutesAgo(Math.floor(ago / MINUTE));
  if (ago < 24 * HOUR) return liveText.notifications.hoursAgo(Math.floor(ago / HOUR));
  return formatDayMonthTime(at);
}
