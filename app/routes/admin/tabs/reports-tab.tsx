import { TitledPanel } from '~/components/titled-panel';
import { officeText } from '~/i18n/pt-BR-admin-office';
import * as o from '~/routes/admin/components/office.css';
import { ReportFailure } from '~/routes/admin/components/report-failure';
import { CountCard, ReportTable } from '~/routes/admin/components/report-parts';
import type { StatsReport } from '~/server/admin/stats-report.server';

const text = officeText.reports;
const cols = text.columns;

/** 'Relatórios': users, auctions and bids counted, auctions per category, 'Top Participantes'. */
export function ReportsTab({ report }: { report: StatsReport | null }) {
  return (
    <TitledPanel titleId="reports-title" title={text.title}>
      {report === null ? (
        <ReportFailure message={text.loadFailed} />
      ) : (
        <>
          <div className={o.cards}>
            <CountCard
              title={text.users}
              counts={[
                [text.total, report.users.total],
                [text.approved, report.users.approved],
                [text.pending, report.users.pending],
                [text.admins, report.users.admins],
              ]}
            />
            <CountCard
              title={text.auctions}
              counts={[
                [text.total, report.auctions.total],
                [text.active, report.auctions.active],
                [text.closed, report.auctions.closed],
              ]}
            />
            <CountCard title={text.bids} counts={[[text.total, report.bids.total]]} />
          </div>
          <div className={o.grid2}>
            <ReportTable
              title={text.categoriesTitle}
              empty={text.noCategories}
              rows={report.categories}
              rowKey={(c) => c.name}
              columns={[
                { key: 'category', header: cols.category, rowHeader: true, cell: (c) => c.name },
                { key: 'count', header: cols.count, numeric: true, cell: (c) => c.count },
              ]}
            />
            <ReportTable
              title={text.topTitle}
              empty={text.noTop}
              rows={report.top_bidders}
              rowKey={(b) => b.email}
              columns={[
                { key: 'name', header: cols.name, rowHeader: true, cell: (b) => b.name },
                { key: 'email', header: cols.email, cell: (b) => b.email },
                { key: 'bids', header: cols.bids, numeric: true, cell: (b) => b.bid_count },
              ]}
            />
          </div>
        </>
      )}
    </TitledPanel>
  );
}
