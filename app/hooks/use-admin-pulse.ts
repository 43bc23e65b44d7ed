/**
 * The administrators' live dashboard: the first paint from GET /api/admin/dashboard/metrics/realtime, then
 * /api/admin/live (opening it is the spec's join_admin_dashboard, closing it leave_admin_dashboard) with the
 * reconnect policy of openLiveSocket; after a reconnect the metrics are fetched again. Load failures are
 * only logged (spec §8).
 */
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { openLiveSocket, type LiveSocketState } from '~/client/live-socket';
import { RECENT_ACTIVITY } from '~/domain/admin-metrics';
import type { ActivityItem, AdminMetrics, AdminSocketMessage, UnusualLeaderView } from '~/schemas/admin-pulse';

type RealtimeResponse = AdminMetrics & { recent_activity: ActivityItem[]; unusual_leaders: UnusualLeaderView[] };

export function useAdminPulse() {
  const [metrics, setMetrics] = useState<AdminMetrics | null>(null);
  const [activity, setActivity] = useState<ActivityItem[]>([]);
  const [leaders, setLeaders] = useState<UnusualLeaderView[]>([]);
  const [connection, setConnection] = useState<LiveSocketState>('connecting');

  const load = useCallback(async () => {
    const result = await apiRequest<RealtimeResponse>('/api/admin/dashboard/metrics/realtime', { fallbackError: 'Request failed' });
    if (!result.ok) {
      console.error('admin metrics', result.status, result.error);
      return;
    }
    const { recent_activity, unusual_leaders, ...rest } = result.data;
    setMetrics(rest);
    setActivity(recent_activity);
    setLeaders(unusual_leaders);
  }, []);

  useEffect(() => {
    void load();
    const socket = openLiveSocket<AdminSocketMessage>({
      path: '/api/admin/live',
      onState: setConnection,
      onReconnect: () => void load(),
      onMessage: (message) => {
        if (message.type === 'admin_snapshot') {
          setMetrics(message.data.metrics);
          setActivity(message.data.recent_activity);
          setLeaders(message.data.unusual_leaders);
        } else if (message.type === 'admin_unusual_leaders') {
          setLeaders(message.data);
        } else if (message.type === 'admin_metrics_update') {
          const { type, value, timestamp } = message.data;
          setMetrics((m) => (m ? { ...m, [type]: value, last_update: timestamp } : m));
        } else if (message.type === 'admin_activity') {
          setActivity((list) =>
            [message.data, ...list.filter((a) => a.id !== message.data.id)]
              .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id))
              .slice(0, RECENT_ACTIVITY),
          );
        }
      },
    });
    return () => socket.close();
  }, [load]);

  return { metrics, activity, leaders, connection, refresh: load };
}
