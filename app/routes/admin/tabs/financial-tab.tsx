import { Link } from '@remix-run/react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { TitledPanel } from '~/components/titled-panel';
import { formatReais } from '~/i18n/format';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { adminHref } from '~/routes/admin/components/admin-href';
import * as o from '~/routes/admin/components/office.css';
import { ReportFailure } from '~/routes/admin/components/report-failure';
import { FigureCard, ReportBlock, ReportTable } from '~/routes/admin/components/report-parts';
import * as s from '~/routes/admin/route.css';
import type { FinancialReport } from '~/server/admin/financial-report.server';
import { DataTable, type Column } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';

const text = officeText.finance;
const cols = text.columns;

/** 'YYYY-MM' → 'nov/2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${text.months[Number(m) - 1] ?? m}/${year}`;
}

/** 'Receita', 'Taxas' and 'Bruto' of a month or a lot. */
const amountColumns: Column<{ revenue: number; fees: number; gross: number }>[] = [
  { key: 'revenue', header: cols.revenue, numeric: true, cell: (row) => formatReais(row.revenue) },
  { key: 'fees', header: cols.fees, numeric: true, cell: (row) => formatReais(row.fees) },
  { key: 'gross', header: cols.gross, numeric: true, cell: (row) => formatReais(row.gross) },
];

const CHART = { width: 560, height: 200, top: 8, bottom: 24 };

/** Gross per month as bars; the table under it says the same in words. */
function MonthlyChart({ months }: { months: FinancialReport['monthly_data'] }) {
  const x = scaleBand({ domain: months.map((m) => m.month), range: [0, CHART.width], padding: 0.3 });
  const max = Math.max(1, ...months.map((m) => m.gross));
  const innerHeight = CHART.height - CHART.top - CHART.bottom;
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0] });
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className={o.chart} role="img" aria-label={text.chartLabel}>
      <Group top={CHART.top}>
        {months.map((m) => {
          const barHeight = innerHeight - y(m.gross);
          return (
            <Bar key={m.month} x={x(m.month)} y={innerHeight - barHeight} width={x.bandwidth()} height={barHeight} className={o.bar} />
          );
        })}
        {months.map((m) => (
          <text key={m.month} x={(x(m.month) ?? 0) + x.bandwidth() / 2} y={innerHeight + 18} textAnchor="middle" className={o.axisLabel}>
            {monthLabel(m.month)}
          </text>
        ))}
      </Group>
    </svg>
  );
}

/** 'Financeiro': the four cards, pending payments, payment methods, the last six months and the top 10 lots. */
export function FinancialTab({ report }: { report: FinancialReport | null }) {
  return (
    <TitledPanel titleId="finance-title" title={text.title}>
      {report === null ? <ReportFailure message={text.loadFailed} /> : <FinancialReportView report={report} />}
    </TitledPanel>
  );
}

function FinancialReportView({ report }: { report: FinancialReport }) {
  const { approved, pending, recent_30_days: recent } = report.summary;
  return (
    <>
      <div className={o.cards}>
        <FigureCard label={text.cards.revenue} value={formatReais(approved.revenue)} note={text.cards.approvedCount(approved.count)} />
        <FigureCard label={text.cards.fees} value={formatReais(approved.fees)} />
        <FigureCard label={text.cards.gross} value={formatReais(approved.gross)} />
        <FigureCard
          label={text.cards.recent}
          value={formatReais(recent.gross)}
          note={text.cards.recentRevenue(formatReais(recent.revenue))}
        />
      </div>
      <p className={s.muted}>{text.definitions}</p>
      {pending.count > 0 && (
        <div className={o.alert} role="status">
          <span>{text.pending(pending.count, formatReais(pending.gross))}</span>
          <Link to={adminHref('pagamentos', { status: 'pending' })} className={s.linkButton}>
            {text.pendingLink}
          </Link>
        </div>
      )}
      <div className={o.grid2}>
        <ReportTable
          title={text.methodsTitle}
          empty={text.noMethods}
          rows={report.payment_methods}
          rowKey={(m) => m.method ?? 'none'}
          columns={[
            {
              key: 'method',
              header: cols.method,
              rowHeader: true,
              cell: (m) => (m.method ? (checkoutText.methods[m.method] ?? m.method) : text.methodUnknown),
            },
            { key: 'count', header: cols.count, numeric: true, cell: (m) => m.count },
            {
              key: 'gross',
              header: cols.gross,
              numeric: true,
              cell: (m) => (
                <>
                  {formatReais(m.gross)}
                  <span className={table.small}>
                    {cols.revenue} {formatReais(m.revenue)} · {cols.fees} {formatReais(m.fees)}
                  </span>
                </>
              ),
            },
          ]}
        />
        <ReportBlock title={text.monthsTitle}>
          <MonthlyChart months={report.monthly_data} />
          <DataTable
            label={text.monthsTitle}
            rows={report.monthly_data}
            rowKey={(m) => m.month}
            columns={[{ key: 'month', header: cols.month, rowHeader: true, cell: (m) => monthLabel(m.month) }, ...amountColumns]}
          />
        </ReportBlock>
      </div>
      <ReportTable
        title={text.topTitle}
        empty={text.noTop}
        rows={report.top_auctions}
        rowKey={(t) => t.id}
        columns={[
          {
            key: 'lot',
            header: cols.lot,
            rowHeader: true,
            cell: (t) => (
              <Link to={`/lotes/${t.id}`} className={s.linkButton}>
                #{t.id} {t.title}
              </Link>
            ),
          },
          ...amountColumns,
        ]}
      />
    </>
  );
}
