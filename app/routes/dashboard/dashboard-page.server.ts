/** What /dashboard loads for the tab it shows (the overview always, the rest only on its own tab). */
import type { DashboardTab } from '~/i18n/pt-BR-dashboard';
import type { Viewer } from '~/schemas/viewer';
import { bidHistory, favoriteLots, overview, statistics, wonAuctions } from '~/server/accounts/dashboard.server';
import { listFavoriteIds } from '~/server/accounts/favorites.server';
import { userPayments } from '~/server/after-sale/payments.server';
import { listOpenOffers } from '~/server/after-sale/second-chance.server';
import { listAlerts } from '~/server/alerts/search-alerts.server';
import type { MemberReadContext } from '~/server/bidding/member-lots.server';

const BID_HISTORY_PAGE = 20;

export async function loadDashboard(rc: MemberReadContext, viewer: Viewer, tab: DashboardTab, page: number) {
  const { db } = rc;
  const favoriteIds = tab === 'visao-geral' || tab === 'favoritos' ? await listFavoriteIds(db, viewer.id) : [];
  const [counters, offers, favorites, bids, payments, won, stats, alerts] = await Promise.all([
    overview(rc, viewer.id),
    listOpenOffers(db, viewer.id),
    tab === 'visao-geral'
      ? favoriteLots(db, favoriteIds.slice(0, 3), viewer)
      : tab === 'favoritos'
        ? favoriteLots(db, favoriteIds, viewer)
        : null,
    tab === 'visao-geral'
      ? bidHistory(rc, viewer.id, { page: 1, perPage: 5 })
      : tab === 'lances'
        ? bidHistory(rc, viewer.id, { page, perPage: BID_HISTORY_PAGE })
        : null,
    tab === 'pagamentos' ? userPayments(db, viewer.id, undefined) : null,
    tab === 'ganhos' ? wonAuctions(db, viewer.id) : null,
    tab === 'estatisticas' ? statistics(rc, viewer.id) : null,
    tab === 'alertas' ? listAlerts(db, viewer.id) : null,
  ]);
  return { overview: counters, offers, favorites, bids, payments, won, stats, alerts };
}
