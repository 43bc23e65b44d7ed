import { officeText } from '~/i18n/pt-BR-admin-office';
import type { StatsReport } from '~/server/stats-report.server';
import * as table from '~/ui/data-table.css';
import { TableScroll } from '~/ui/table-scroll';
import * as o from './office.css';
import { ReportFailure } from './report-failure';
import * as s from './route.css';

const text = officeText.reports;
const cols = text.columns;

/** A card of related counts: its title, then label and number per line. */
function CountCard({ title, counts }: { title: string; counts: [string, number][] }) {
  return (
    <div className={o.card}>
      <h3 className={o.subTitle}>{title}</h3>
      <dl className={s.facts}>
        {counts.map(([label, value]) => (
          <div key={label} className={s.contents}>
            <dt className={s.term}>{label}</dt>
            <dd className={s.value}>{value.toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** 'Relatórios': users, auctions and bids counted, auctions per category, 'Top Participantes'. */
export function ReportsTab({ report }: { report: StatsReport | null }) {
  return (
    <section className={s.section} aria-labelledby="reports-title">
      <h2 className={s.sectionTitle} id="reports-title">
        {text.title}
      </h2>
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
            <div className={o.block}>
              <h3 className={o.subTitle}>{text.categoriesTitle}</h3>
              {report.categories.length === 0 ? (
                <p className={s.empty}>{text.noCategories}</p>
              ) : (
                <TableScroll label={text.categoriesTitle}>
                  <table className={table.table}>
                    <thead>
                      <tr>
                        <th scope="col">{cols.category}</th>
                        <th scope="col" className={table.num}>
                          {cols.count}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.categories.map((c) => (
                        <tr key={c.name}>
                          <th scope="row">{c.name}</th>
                          <td className={table.num}>{c.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </div>
            <div className={o.block}>
              <h3 className={o.subTitle}>{text.topTitle}</h3>
              {report.top_bidders.length === 0 ? (
                <p className={s.empty}>{text.noTop}</p>
              ) : (
                <TableScroll label={text.topTitle}>
                  <table className={table.table}>
                    <thead>
                      <tr>
                        <th scope="col">{cols.name}</th>
                        <th scope="col">{cols.email}</th>
                        <th scope="col" className={table.num}>
                          {cols.bids}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.top_bidders.map((b) => (
                        <tr key={b.email}>
                          <th scope="row">{b.name}</th>
                          <td>{b.email}</td>
                          <td className={table.num}>{b.bid_count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
