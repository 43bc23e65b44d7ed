import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { siteText } from '~/i18n/pt-BR';
import { adminPanelText, type AdminTab } from '~/i18n/pt-BR-admin';
import { readUserFilter } from '~/schemas/admin-lists';
import { loadAdminTab } from '~/server/admin-panel.server';
import { requireAdminViewer } from '~/server/auth/page-guards.server';
import { container } from '~/styles/utility.css';
import { PaymentsTab } from './payments-tab';
import { PickupsTab } from './pickups-tab';
import * as s from './route.css';
import { UsersTab } from './users-tab';
import { WithdrawalsTab } from './withdrawals-tab';

const TABS = Object.keys(adminPanelText.tabs) as AdminTab[];
const isTab = (value: string | null): value is AdminTab => value !== null && (TABS as string[]).includes(value);

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(adminPanelText.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireAdminViewer(context, request);
  const params = new URL(request.url).searchParams;
  const tab: AdminTab = isTab(params.get('aba')) ? (params.get('aba') as AdminTab) : TABS[0]!;
  return {
    selfId: viewer.id,
    data: await loadAdminTab(context.db, tab, params),
    filters: { status: params.get('status') ?? 'all', overdue: params.get('vencidos') === '1', users: readUserFilter(params) },
  };
}

/** 'Painel Administrativo': one tab at a time, in the URL (`?aba=`), each with its list, filters and actions. */
export default function AdminPanel() {
  const { data, filters, selfId } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const href = (tab: AdminTab, params: Record<string, string | number | undefined> = {}) => {
    const query = new URLSearchParams({ aba: tab });
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
    return `/admin?${query.toString()}`;
  };
  const pageOf = (tab: AdminTab) => (page: number) => href(tab, { pagina: page });
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{adminPanelText.title}</h1>
      </div>
      <Tabs selectedKey={data.tab} onSelectionChange={(key: Key) => navigate(href(String(key) as AdminTab))} keyboardActivation="manual">
        <TabList aria-label={adminPanelText.tabsLabel} className={s.tabList}>
          {TABS.map((tab) => (
            <Tab key={tab} id={tab} className={s.tab}>
              {adminPanelText.tabs[tab]}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => (
          <TabPanel key={tab} id={tab} className={s.panel}>
            {tab !== data.tab ? null : data.tab === 'pagamentos' ? (
              <PaymentsTab
                payments={data.payments.payments}
                pagination={data.payments.pagination}
                filters={{ status: filters.status, overdue: filters.overdue }}
                href={(params) => href('pagamentos', params)}
              />
            ) : data.tab === 'retiradas' ? (
              <WithdrawalsTab requests={data.withdrawals.requests} pagination={data.withdrawals.pagination} href={pageOf('retiradas')} />
            ) : data.tab === 'agendamentos' ? (
              <PickupsTab pickups={data.pickups.pickups} pagination={data.pickups.pagination} href={pageOf('agendamentos')} />
            ) : (
              <UsersTab
                users={data.users.users}
                pagination={data.users.pagination}
                filter={filters.users}
                selfId={selfId}
                href={(page) => `${href('usuarios', { ...filtersAsParams(filters.users) })}&pagina=${page}`}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function filtersAsParams(filter: Record<string, string | number | boolean | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      value === undefined ? undefined : typeof value === 'boolean' ? (value ? 'sim' : 'nao') : String(value),
    ]),
  );
}
