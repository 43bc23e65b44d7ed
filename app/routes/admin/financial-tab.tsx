import { Link } from '@remix-run/react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatBRL } from '~/i18n/format';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { FinancialReport } from '~/server/financial-report.server';
import * as table from '~/ui/data-table.css';
import { TableScroll } from '~/ui/table-scroll';
import { adminHref } from './admin-href';
import * as o from './office.css';
import { ReportFailure } from './report-failure';
import * as s from './route.css';

const text = officeText.finance;
const cols = text.columns;
const money = (reais: number) => formatBRL(Math.round(reais * 100));

/** 'YYYY-MM' → 'nov/2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${text.months[Number(m) - 1] ?? m}/${year}`;
}

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={o.card}>
      <span className={o.cardLabel}>{label}</span>
      <p className={o.cardValue}>{value}</p>
      {note && <p className={o.cardNote}>{note}</p>}
    </div>
  );
}

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
    <section className={s.section} aria-labelledby="finance-title">
      <h2 className={s.sectionTitle} id="finance-title">
        {text.title}
      </h2>
      {report === null ? <ReportFailure message={text.loadFailed} /> : <FinancialReportView report={report} />}
    </section>
  );
}

function FinancialReportView({ report }: { report: FinancialReport }) {
  const { approved, pending, recent_30_days: recent } = report.summary;
  return (
    <>
      <div className={o.cards}>
        <Card label={text.cards.revenue} value={money(approved.revenue)} note={text.cards.approvedCount(approved.count)} />
        <Card label={text.cards.fees} value={money(approved.fees)} />
        <Card label={text.cards.gross} value={money(approved.gross)} />
        <Card label={text.cards.recent} value={money(recent.gross)} note={text.cards.recentRevenue(money(recent.revenue))} />
      </div>
      <p className={s.muted}>{text.definitions}</p>
      {pending.count > 0 && (
        <div className={o.alert} role="status">
          <span>{text.pending(pending.count, money(pending.gross))}</span>
          <Link to={adminHref('pagamentos', { status: 'pending' })} className={s.linkButton}>
            {text.pendingLink}
          </Link>
        </div>
      )}
      <div className={o.grid2}>
        <div className={o.block}>
          <h3 className={o.subTitle}>{text.methodsTitle}</h3>
          {report.payment_methods.length === 0 ? (
            <p className={s.empty}>{text.noMethods}</p>
          ) : (
            <TableScroll label={text.methodsTitle}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{cols.method}</th>
                    <th scope="col" className={table.num}>
                      {cols.count}
                    </th>
                    <th scope="col" className={table.num}>
                      {cols.gross}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.payment_methods.map((m) => (
                    <tr key={m.method ?? 'none'}>
                      <th scope="row">{m.method ? (checkoutText.methods[m.method] ?? m.method) : text.methodUnknown}</th>
                      <td className={table.num}>{m.count}</td>
                      <td className={table.num}>
                        {money(m.gross)}
                        <span className={table.small}>
                          {cols.revenue} {money(m.revenue)} · {cols.fees} {money(m.fees)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </div>
        <div className={o.block}>
          <h3 className={o.subTitle}>{text.monthsTitle}</h3>
          <MonthlyChart months={report.monthly_data} />
          <TableScroll label={text.monthsTitle}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{cols.month}</th>
                  <th scope="col" className={table.num}>
                    {cols.revenue}
                  </th>
                  <th scope="col" className={table.num}>
                    {cols.fees}
                  </th>
                  <th scope="col" className={table.num}>
                    {cols.gross}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.monthly_data.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabel(m.month)}</th>
                    <td className={table.num}>{money(m.revenue)}</td>
                    <td className={table.num}>{money(m.fees)}</td>
                    <td className={table.num}>{money(m.gross)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      </div>
      <div className={o.block}>
        <h3 className={o.subTitle}>{text.topTitle}</h3>
        {report.top_auctions.length === 0 ? (
          <p className={s.empty}>{text.noTop}</p>
        ) : (
          <TableScroll label={text.topTitle}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{cols.lot}</th>
                  <th scope="col" className={table.num}>
                    {cols.revenue}
                  </th>
                  <th scope="col" className={table.num}>
                    {cols.fees}
                  </th>
                  <th scope="col" className={table.num}>
                    {cols.gross}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.top_auctions.map((t) => (
                  <tr key={t.id}>
                    <th scope="row">
                      <Link to={`/lotes/${t.id}`} className={s.linkButton}>
                        #{t.id} {t.title}
                      </Link>
                    </th>
                    <td className={table.num}>{money(t.revenue)}</td>
                    <td className={table.num}>{money(t.fees)}</td>
                    <td className={table.num}>{money(t.gross)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </>
  );
}
