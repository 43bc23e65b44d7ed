/**
 * The header's notification bell, for signed-in users only (loaded on demand by
 * NotificationBellSlot): unread badge capped at '99+', connection dot, disabled with the tooltip
 * 'WebSocket desconectado' while the socket is down, and the panel (loaded when first opened).
 */
import { useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { unreadBadgeText } from '~/domain/notification-bell';
import { useNotifications } from '~/hooks/use-notifications';
import { useSessionUser } from '~/hooks/use-session-user';
import { liveText } from '~/i18n/pt-BR-live';
import { visuallyHidden } from '~/styles/utility.css';
import { BellIcon } from '~/ui/member-icons';
import * as s from './notification-bell.css';

const notificationText = liveText.notifications;
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadPanel);

export default function NotificationBell() {
  const user = useSessionUser();
  const bell = useNotifications(user?.id ?? null);
  const [open, setOpen] = useState(false);
  const [tipDismissed, setTipDismissed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const panelId = useId();
  const location = useLocation();
  const disconnected = bell.connection === 'disconnected';
  const badge = unreadBadgeText(bell.unread);

  useEffect(() => setOpen(false), [location.key]);

  return (
    <div
      className={s.root}
      data-connection={bell.connection}
      data-tip-dismissed={tipDismissed || undefined}
      onPointerEnter={() => void loadPanel()}
      onBlur={() => setTipDismissed(false)}
    >
      <button
        ref={trigger}
        type="button"
        className={s.trigger}
        // Disabled but still focusable, so that keyboard users reach the tooltip saying why.
        aria-disabled={disconnected || undefined}
        aria-label={bell.unread > 0 ? `${notificationText.bell}, ${notificationText.unread(bell.unread)}` : notificationText.bell}
        aria-describedby={statusId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={() => void loadPanel()}
        onKeyDown={(event) => event.key === 'Escape' && setTipDismissed(true)}
        onClick={() => !disconnected && setOpen((wasOpen) => !wasOpen)}
      >
        <BellIcon size={20} />
        {badge && (
          <span className={s.badge} aria-hidden="true" data-testid="unread-badge">
            {badge}
          </span>
        )}
        <span className={s.dot[bell.connection]} aria-hidden="true" />
      </button>
      {disconnected ? (
        <span id={statusId} role="tooltip" className={s.tooltip}>
          {notificationText.disconnected}
        </span>
      ) : (
        <span id={statusId} className={visuallyHidden}>
          {bell.connection === 'connected' ? notificationText.connected : notificationText.connecting}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} triggerRef={trigger} onClose={() => setOpen(false)} bell={bell} />
        </Suspense>
      )}
    </div>
  );
}
