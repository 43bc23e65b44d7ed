import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AriaRouter } from '~/components/aria-router';
import { BiddingSuspendedNote } from '~/components/bidding-suspended-note';
import { PageShell } from '~/components/page-shell';
import * as shell from '~/components/page-shell.css';
import { useApiForm } from '~/hooks/use-api-form';
import { siteText } from '~/i18n/pt-BR';
import { accountText } from '~/i18n/pt-BR-account';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { dashboardText, type DashboardTab } from '~/i18n/pt-BR-dashboard';
import { loadDashboard } from '~/routes/dashboard/dashboard-page.server';
import { requireViewer } from '~/server/auth/page-guards.server';
import { isApprovedMember } from '~/server/auth/viewer';
import { container } from '~/styles/utility.css';
import { Pager } from '~/ui/pager';
import * as tabs from '~/ui/tabs.css';
import { AlertsTab } from './alerts-tab';
import { BidTable, FavoriteCards, PaymentTable, WonCards } from './lists';
import { OfferAlerts, OverviewTab, type Offer } from './overview-tab';
import * as s from './route.css';
import { StatisticsTab } from './statistics-tab';

const TABS = Object.keys(dashboardText.tabs) as DashboardTab[];
const isTab = (value: string | null): value is DashboardTab => value !== null && (TABS as string[]).includes(value);

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(siteText.userMenu.dashboard) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  const approved = isApprovedMember(viewer);
  const params = new URL(request.url).searchParams;
  const tab = isTab(params.get('aba')) ? (params.get('aba') as DashboardTab) : 'visao-geral';
  const page = Math.min(100_000, Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1));
  return {
    name: viewer.name,
    approved,
    suspended: viewer.biddingSuspended,
    tab,
    data: approved ? await loadDashboard(context, viewer, tab, page) : null,
  };
}

export default function Dashboard() {
  const { name, approved, suspended, tab, data } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const answering = useApiForm();
  const tabHref = (next: string, page?: number) => `/dashboard?aba=${next}${page && page > 1 ? `&pagina=${page}` : ''}`;

  if (!approved || !data) {
    return (
      <PageShell title={accountText.pages.dashboardGreeting(name)}>
        <p className={shell.note}>{siteText.access.pendingText}</p>
      </PageShell>
    );
  }

  function answer(offer: Offer, accept: boolean) {
    const copy = checkoutText.secondChance;
    void answering.submit(
      `/api/auctions/${offer.auction_id}/second-chance/${accept ? 'accept' : 'decline'}`,
      { method: 'POST', fallbackError: dashboardText.loadFailed },
      {
        errorTo: 'toast',
        successToast: accept ? copy.accepted : copy.declined,
        revalidate: !accept,
        onSuccess: accept ? () => navigate(`/checkout/${offer.auction_id}`) : undefined,
      },
    );
  }

  const loading = navigation.state === 'loading' && navigation.location.pathname === '/dashboard';
  const bids = data.bids;
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.title}>{accountText.pages.dashboardGreeting(name)}</h1>
      {suspended && <BiddingSuspendedNote />}
      <OfferAlerts offers={data.offers} onAnswer={answer} busy={answering.busy} />
      {/* The tabs are links to their addresses (`?aba=`): they work before the page is hydrated. */}
      <AriaRouter>
        <Tabs selectedKey={tab} keyboardActivation="manual">
          <TabList aria-label={dashboardText.tabsLabel} className={tabs.tabList}>
            {TABS.map((key) => (
              <Tab key={key} id={key} href={tabHref(key)} routerOptions={{ preventScrollReset: true }} className={tabs.tab}>
                {dashboardText.tabs[key]}
              </Tab>
            ))}
          </TabList>
          {TABS.map((key) => (
            <TabPanel key={key} id={key} className={tabs.panel} aria-busy={loading || undefined}>
              {loading ? (
                <p className={s.empty}>{dashboardText.loading}</p>
              ) : key !== tab ? null : key === 'visao-geral' ? (
                <OverviewTab overview={data.overview} favorites={data.favorites ?? []} bids={bids?.bids ?? []} tabHref={tabHref} />
              ) : key === 'favoritos' ? (
                <section className={s.section} aria-label={dashboardText.tabs.favoritos}>
                  <FavoriteCards items={data.favorites ?? []} />
                </section>
              ) : key === 'lances' && bids ? (
                <section className={s.section} aria-labelledby="history-title">
                  <h2 className={s.sectionTitle} id="history-title">
                    {dashboardText.bidHistory}
                  </h2>
                  <BidTable bids={bids.bids} caption={dashboardText.pagination.page(bids.pagination.page, bids.pagination.pages)} />
                  <Pager pagination={bids.pagination} href={(page) => tabHref('lances', page)} text={dashboardText.pagination} />
                </section>
              ) : key === 'pagamentos' ? (
                <section className={s.section} aria-labelledby="payments-title">
                  <h2 className={s.sectionTitle} id="payments-title">
                    {dashboardText.paymentsTitle}
                  </h2>
                  <PaymentTable payments={data.payments ?? []} />
                </section>
              ) : key === 'ganhos' ? (
                <section className={s.section} aria-label={dashboardText.tabs.ganhos}>
                  <WonCards items={data.won ?? []} />
                </section>
              ) : key === 'estatisticas' && data.stats ? (
                <StatisticsTab stats={data.stats} />
              ) : key === 'alertas' ? (
                <AlertsTab alerts={data.alerts ?? []} />
              ) : null}
            </TabPanel>
          ))}
        </Tabs>
      </AriaRouter>
    </div>
  );
}
