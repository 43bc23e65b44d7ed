/**
 * The bell's panel: a non-modal popover dialog anchored to the bell, listing the latest notifications
 * (loaded each time it opens), with 'Marcar todas como lidas', the browser-notification switch-on and
 * 'Ver todas no dashboard'. A click on a notification marks it read and opens its page.
 */
import { Link } from '@remix-run/react';
import { useEffect, type RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { notificationTarget } from '~/domain/notification-bell';
import type { NotificationsApi } from '~/hooks/use-notifications';
import { useNow } from '~/hooks/use-server-clock';
import { formatNotificationTime } from '~/i18n/format-relative';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveNotification } from '~/schemas/live';
import { visuallyHidden } from '~/styles/utility.css';
import * as s from './notification-panel.css';

const notificationText = liveText.notifications;

function NotificationItem({ notification, now, onOpen }: { notification: LiveNotification; now: number; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={notificationTarget(notification)}
        className={s.item}
        data-unread={notification.read ? undefined : ''}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
      >
        <span className={s.marker} aria-hidden="true" />
        <span>
          {!notification.read && <span className={visuallyHidden}>{notificationText.unreadItem}: </span>}
          <span className={s.itemTitle}>{notification.title}</span>
          <span className={s.itemMessage}>{notification.message}</span>
          <time className={s.itemTime} dateTime={notification.timestamp}>
            {formatNotificationTime(notification.timestamp, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}

export default function NotificationPanel({
  id,
  triggerRef,
  onClose,
  bell,
}: {
  id: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  bell: NotificationsApi;
}) {
  const now = useNow();
  const { load } = bell;
  useEffect(() => void load(), [load]);
  const items = bell.items;

  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement="bottom end"
      offset={10}
      className={s.popover}
    >
      <Dialog id={id} className={s.dialog} aria-labelledby={`${id}-title`}>
        <div className={s.header}>
          <Heading slot="title" id={`${id}-title`} className={s.title}>
            {notificationText.bell}
          </Heading>
          <button type="button" className={s.linkButton} disabled={bell.unread === 0} onClick={() => void bell.markAllRead()}>
            {notificationText.markAllRead}
          </button>
        </div>
        {bell.permission === 'default' && (
          <div className={s.permission}>
            <button type="button" className={s.linkButton} onClick={() => void bell.requestBrowserPermission()}>
              {notificationText.enableBrowser}
            </button>
          </div>
        )}
        {items === null ? (
          <p className={s.state} role={bell.loadFailed ? 'alert' : 'status'}>
            {bell.loadFailed ? notificationText.loadFailed : notificationText.loading}
          </p>
        ) : items.length === 0 ? (
          <p className={s.state}>{notificationText.empty}</p>
        ) : (
          <ul className={s.list} aria-labelledby={`${id}-title`}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={() => {
                  onClose();
                  bell.openNotification(notification);
                }}
              />
            ))}
          </ul>
        )}
        <Link to="/dashboard" className={s.footer} onClick={onClose}>
          {notificationText.seeAll}
        </Link>
      </Dialog>
    </Popover>
  );
}
