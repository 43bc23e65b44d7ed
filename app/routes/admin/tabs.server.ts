/**
 * What /admin loads for the tab it shows: one page of that tab's list, with the filters it was read with.
 * Each tab is one case; its list comes from the service that owns those records.
 */
import type { AdminTab } from '~/i18n/pt-BR-admin';
import { readUserFilter } from '~/schemas/admin-lists';
import { readAdminLotFilterLenient } from '~/schemas/admin-lot-filter';
import { readAuditFilter } from '~/schemas/audit-filter';
import { readPage } from '~/schemas/paging';
import type { Viewer } from '~/schemas/viewer';
import { searchAuditLog } from '~/server/admin/audit-log.server';
import { listAllBanners } from '~/server/admin/banners.server';
import { listAllCategories } from '~/server/admin/categories.server';
import { financialReport } from '~/server/admin/financial-report.server';
import { listAdminLots, roomReader } from '~/server/admin/lot-list.server';
import { statsReport } from '~/server/admin/stats-report.server';
import { searchUsers } from '~/server/admin/users.server';
import { listPayments, listWithdrawalRequests } from '~/server/after-sale/payment-review.server';
import { listPickups, type PickupStatus } from '~/server/after-sale/pickup-desk.server';
import { listPurchaseWithdrawals } from '~/server/after-sale/purchase-withdrawals.server';
import type { Db } from '~/server/db/client.server';
import { listActiveCategoryNames } from '~/server/lots/categories.server';
import { reconciliationOverview, reconciliationSections } from '~/server/payments/reconciliation-queue.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';

const PER_PAGE = 20;
const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
const PICKUP_STATUSES: readonly string[] = ['scheduled', 'ready', 'completed', 'cancelled'] satisfies PickupStatus[];

/** A report that failed to load is shown as the tab's failure message with 'Tentar novamente'. */
async function orFailure<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    logError('admin report', error);
    return null;
  }
}

/** Financeiro's reconciliation: every section's first page, and the page asked for (`?secao=&pagina=`) of one. */
function loadReconciliation(db: Db, params: URLSearchParams, page: number) {
  const section = reconciliationSections.find((s) => s === params.get('secao'));
  return reconciliationOverview(db, PER_PAGE, section ? { section, page } : undefined);
}

export async function loadAdminTab(
  db: Db,
  tab: AdminTab,
  params: URLSearchParams,
  viewer: Viewer,
  env: Env,
  /** a PSP confirms Pix and boleto: their 'Aprovar' is off */
  pspConfigured = false,
) {
  const page = readPage(params, PER_PAGE);
  switch (tab) {
    case 'pagamentos': {
      const status = PAYMENT_STATUSES.find((s) => s === params.get('status'));
      const filter = {
        status,
        overdue: params.get('vencidos') === '1',
      };
      const withdrawalsPage = readPage(new URLSearchParams({ page: params.get('desistencias') ?? '1' }), PER_PAGE);
      const [list, purchaseWithdrawals] = await Promise.all([
        listPayments(db, { ...filter, ...page }, pspConfigured),
        listPurchaseWithdrawals(db, withdrawalsPage),
      ]);
      return { tab, filter, payments: list, purchaseWithdrawals } as const;
    }
    case 'retiradas':
      return { tab, withdrawals: await listWithdrawalRequests(db, page) } as const;
    case 'agendamentos': {
      const status = params.get('status');
      return {
        tab,
        pickups: await listPickups(db, status && PICKUP_STATUSES.includes(status) ? (status as PickupStatus) : undefined, page),
      } as const;
    }
    case 'usuarios': {
      const filter = readUserFilter(params);
      return { tab, filter, selfId: viewer.id, users: await searchUsers(db, filter, page) } as const;
    }
    case 'banners':
      return { tab, banners: await orFailure(listAllBanners(db)) } as const;
    case 'categorias':
      return { tab, categories: await orFailure(listAllCategories(db)) } as const;
    case 'financeiro':
      return {
        tab,
        report: await orFailure(financialReport(db)),
        reconciliation: await orFailure(loadReconciliation(db, params, page.page)),
      } as const;
    case 'relatorios':
      return { tab, report: await orFailure(statsReport(db)) } as const;
    case 'auditoria': {
      const read = readAuditFilter(params);
      const filter = read.ok ? read.filter : {};
      return {
        tab,
        filter,
        filterError: read.ok ? null : read.message,
        audit: await searchAuditLog(db, filter, page),
      } as const;
    }
    case 'lotes':
    case 'leiloes': {
      // 'Lotes' shows the newest lots under its form; 'Leilões' the same table with its filters; both offer the active categories.
      const filter = tab === 'leiloes' ? readAdminLotFilterLenient(params) : {};
      const [list, categories] = await Promise.all([listAdminLots(db, roomReader(env), filter, page), listActiveCategoryNames(db)]);
      return { tab, filter, categories, lots: list } as const;
    }
    default:
      return { tab } as const;
  }
}

export type AdminTabData = Awaited<ReturnType<typeof loadAdminTab>>;
