/**
 * The bell's live side: the user's inbox socket, open while someone is signed in
 * and closed at logout, with the reconnect policy of openLiveSocket; the unread count it pushes; the
 * list, loaded when the panel opens (and again after a reconnect); read marks; and a browser notification
 * for each pushed one when the user allowed them.
 */
import { useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { announceLiveNotification } from '~/client/live-notifications';
import { openLiveSocket } from '~/client/live-socket';
import { LOGGING_OUT } from '~/client/logout';
import { notificationTarget } from '~/domain/notification-bell';
import { liveText } from '~/i18n/pt-BR-live';
import type { InboxSocketMessage, LiveNotification } from '~/schemas/live';
import { useToast } from '~/ui/toasts/toast-provider';

/** 'connecting' only until the first connect settles; after a drop it is 'disconnected' until back. */
export type BellConnection = 'connecting' | 'connected' | 'disconnected';
export type BrowserPermission = NotificationPermission | 'unsupported';
type NotificationList = { notifications: LiveNotification[]; unread: number };

const LIST_LIMIT = 20;
const notificationText = liveText.notifications;

const browserPermission = (): BrowserPermission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

export function useNotifications(userId: number | null) {
  const navigate = useNavigate();
  const toast = useToast();
  const [connection, setConnection] = useState<BellConnection>('connecting');
  const [unread, setUnread] = useState(0);
  const [items, setItems] = useState<LiveNotification[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [permission, setPermission] = useState<BrowserPermission>('default');
  const [generation, setGeneration] = useState(0);
  const listWanted = useRef(false);

  const load = useCallback(async () => {
    listWanted.current = true;
    const result = await apiRequest<NotificationList>(`/api/notifications?limit=${LIST_LIMIT}`, {
      fallbackError: notificationText.loadFailed,
    });
    setLoadFailed(!result.ok);
    if (!result.ok) return;
    setItems(result.data.notifications);
    setUnread(result.data.unread);
  }, []);

  const markRead = useCallback(
    async (notification: LiveNotification) => {
      if (notification.read) return;
      const setRead = (read: boolean) =>
        setItems((list) => list?.map((item) => (item.id === notification.id ? { ...item, read } : item)) ?? null);
      setRead(true);
      setUnread((count) => Math.max(0, count - 1));
      const result = await apiRequest<{ unread: number }>(`/api/notifications/${notification.id}/read`, {
        method: 'POST',
        fallbackError: notificationText.markFailed,
      });
      if (result.ok) return setUnread(result.data.unread);
      setRead(false);
      setUnread((count) => count + 1);
      toast.show('error', notificationText.markFailed);
    },
    [toast],
  );

  const markAllRead = useCallback(async () => {
    setItems((list) => list?.map((item) => ({ ...item, read: true })) ?? null);
    setUnread(0);
    const result = await apiRequest<{ unread: number }>('/api/notifications/read-all', {
      method: 'POST',
      fallbackError: notificationText.markFailed,
    });
    if (result.ok) return setUnread(result.data.unread);
    toast.show('error', result.error);
    void load();
  }, [load, toast]);

  /** What a click on a notification does, in the list or from the browser: mark it read, go to its page. */
  const openNotification = useCallback(
    (notification: LiveNotification) => {
      void markRead(notification);
      navigate(notificationTarget(notification));
    },
    [markRead, navigate],
  );

  const requestBrowserPermission = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);

  // The socket's handlers see the latest callbacks without reopening it.
  const latest = useRef({ load, openNotification });
  latest.current = { load, openNotification };

  useEffect(() => setPermission(browserPermission()), []);

  useEffect(() => {
    if (!userId) return;
    const socket = openLiveSocket<InboxSocketMessage>({
      path: '/api/notifications/live',
      onState: (state) => {
        if (state === 'open') setConnection('connected');
        else if (state === 'closed') setConnection('disconnected');
      },
      onReconnect: () => listWanted.current && void latest.current.load(),
      onMessage: (message) => {
        if (message.type === 'unread') {
          setUnread(message.unread);
          if (message.unread === 0) setItems((list) => list?.map((item) => ({ ...item, read: true })) ?? null);
        } else if (message.type === 'notification') {
          setUnread(message.unread);
          setItems((list) => (list ? [message.data, ...list.filter((item) => item.id !== message.data.id)].slice(0, LIST_LIMIT) : list));
          showBrowserNotification(message.data, (clicked) => latest.current.openNotification(clicked));
          announceLiveNotification(message.data);
        }
      },
    });
    const closeNow = () => socket.close();
    window.addEventListener(LOGGING_OUT, closeNow);
    return () => {
      window.removeEventListener(LOGGING_OUT, closeNow);
      socket.close();
    };
  }, [userId, generation]);

  // While the socket is down the count still comes from the server, and the browser coming back online
  // gets a fresh socket even after the policy's attempts are spent.
  useEffect(() => {
    if (connection !== 'disconnected') return;
    void load();
    const retry = () => setGeneration((g) => g + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [connection, load]);

  return { connection, unread, items, loadFailed, permission, load, markAllRead, openNotification, requestBrowserPermission };
}

export type NotificationsApi = ReturnType<typeof useNotifications>;

function showBrowserNotification(notification: LiveNotification, onClick: (notification: LiveNotification) => void) {
  if (browserPermission() !== 'granted') return;
  try {
    // The tag keeps one system notification per event however many tabs are open.
    const shown = new Notification(notification.title, {
      body: notification.message,
      tag: `arremate-${notification.id}`,
      icon: '/favicon.svg',
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick(notification);
    };
  } catch {
    /* some mobile browsers only show them from a service worker */
  }
}
