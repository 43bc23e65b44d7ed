import { adminHref } from '~/routes/admin/components/admin-href';
import type { AdminTabData } from '~/routes/admin/tabs.server';
import { AuctionsTab } from './auctions-tab';
import { AuditTab } from './audit-tab';
import { BannersTab } from './banners-tab';
import { CategoriesTab } from './categories-tab';
import { FinancialTab } from './financial-tab';
import { LotsTab } from './lots-tab';
import { PaymentsTab } from './payments-tab';
import { PickupsTab } from './pickups-tab';
import { PurchaseWithdrawalsSection } from './purchase-withdrawals-section';
import { ReconciliationSection } from './reconciliation-section';
import { ReportsTab } from './reports-tab';
import { UsersTab } from './users-tab';
import { WithdrawalsTab } from './withdrawals-tab';

/** The content of the tab /admin loaded: one case per tab, each a component of its own module. */
export function AdminTabPanel({ data }: { data: AdminTabData }) {
  switch (data.tab) {
    case 'pagamentos':
      return (
        <>
          <PaymentsTab
            payments={data.payments.payments}
            pagination={data.payments.pagination}
            filters={{ status: data.filter.status ?? 'all', overdue: data.filter.overdue }}
            href={(params) => adminHref('pagamentos', params)}
          />
          <PurchaseWithdrawalsSection
            withdrawals={data.purchaseWithdrawals.withdrawals}
            pagination={data.purchaseWithdrawals.pagination}
            href={(page) => adminHref('pagamentos', { desistencias: page })}
          />
        </>
      );
    case 'retiradas':
      return (
        <WithdrawalsTab
          requests={data.withdrawals.requests}
          pagination={data.withdrawals.pagination}
          href={(page) => adminHref('retiradas', { pagina: page })}
        />
      );
    case 'agendamentos':
      return (
        <PickupsTab
          pickups={data.pickups.pickups}
          pagination={data.pickups.pagination}
          href={(page) => adminHref('agendamentos', { pagina: page })}
        />
      );
    case 'usuarios':
      return (
        <UsersTab
          users={data.users.users}
          pagination={data.users.pagination}
          filter={data.filter}
          selfId={data.selfId}
          href={(page) => adminHref('usuarios', { ...data.filter, pagina: page })}
        />
      );
    case 'banners':
      return <BannersTab banners={data.banners} />;
    case 'categorias':
      return <CategoriesTab categories={data.categories} />;
    case 'financeiro':
      return (
        <>
          <FinancialTab report={data.report} />
          {data.reconciliation && (
            <ReconciliationSection
              data={data.reconciliation}
              href={(section, page) => adminHref('financeiro', { secao: section, pagina: page })}
            />
          )}
        </>
      );
    case 'relatorios':
      return <ReportsTab report={data.report} />;
    case 'auditoria':
      return (
        <AuditTab
          entries={data.audit.entries}
          pagination={data.audit.pagination}
          filter={data.filter}
          filterError={data.filterError}
          href={(page) => adminHref('auditoria', { ...data.filter, pagina: page })}
        />
      );
    case 'lotes':
      return (
        <LotsTab
          lots={data.lots.auctions}
          pagination={data.lots.pagination}
          categories={data.categories}
          href={(page) => adminHref('lotes', { pagina: page })}
        />
      );
    case 'leiloes':
      return (
        <AuctionsTab
          lots={data.lots.auctions}
          pagination={data.lots.pagination}
          categories={data.categories}
          filter={data.filter}
          href={(page) => adminHref('leiloes', { ...data.filter, pagina: page })}
        />
      );
    default:
      return null;
  }
}
