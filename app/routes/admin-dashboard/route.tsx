/**
 * /admin-dashboard 'Dashboard Administrativo' (spec §2): administrators only (others get 'Acesso Negado'
 * with the page's own text). Two tabs, each a link to its address (`?aba=`, so that they work before the page
 * is hydrated): live metrics over /api/admin/live, and the reports.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AriaRouter } from '~/components/aria-router';
import { useAdminPulse } from '~/hooks/use-admin-pulse';
import { formatDateTime } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import { requireAdminViewer } from '~/server/auth/page-guards.server';
import { container } from '~/styles/utility.css';
import { Button } from '~/ui/button';
import * as tabs from '~/ui/tabs.css';
import { MetricsTab } from './metrics-tab';
import { ReportsTab, useReports } from './reports-tab';
import * as s from './route.css';

const text = adminDashboardText;
type TabKey = keyof typeof text.tabs;
const TAB_KEYS = Object.keys(text.tabs) as TabKey[];
const isTab = (value: string | null): value is TabKey => value !== null && (TAB_KEYS as string[]).includes(value);

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(text.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminViewer(context, request, text.denied);
  const asked = new URL(request.url).searchParams.get('aba');
  return { tab: isTab(asked) ? asked : TAB_KEYS[0]! };
}

export default function AdminDashboardPage() {
  const { tab } = useLoaderData<typeof loader>();
  const pulse = useAdminPulse();
  const { reports, loaded, reload } = useReports(tab === 'relatorios');
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([pulse.refresh(), tab === 'relatorios' ? reload() : undefined]);
    setRefreshing(false);
  };

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{text.title}</h1>
        <div className={s.headSide}>
          <span
            className={s.connection[pulse.connection]}
            role="status"
            aria-label={`${text.connection.label}: ${text.connection[pulse.connection]}`}
          >
            <span className={s.dot} aria-hidden="true" />
            {text.connection[pulse.connection]}
          </span>
          {pulse.metrics && <p className={s.updated}>{text.lastUpdate(formatDateTime(pulse.metrics.last_update))}</p>}
          <Button variant="secondary" onPress={() => void refresh()} isDisabled={refreshing}>
            {refreshing ? text.refreshing : text.refresh}
          </Button>
        </div>
      </div>
      <AriaRouter>
        <Tabs selectedKey={tab} keyboardActivation="manual">
          <TabList aria-label={text.tabsLabel} className={tabs.tabList}>
            {TAB_KEYS.map((key) => (
              <Tab
                key={key}
                id={key}
                href={`/admin-dashboard?aba=${key}`}
                routerOptions={{ preventScrollReset: true }}
                className={tabs.tab}
              >
                {text.tabs[key]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="metricas" className={tabs.panel}>
            <MetricsTab metrics={pulse.metrics} activity={pulse.activity} leaders={pulse.leaders} />
          </TabPanel>
          <TabPanel id="relatorios" className={tabs.panel}>
            <ReportsTab reports={reports} loaded={loaded} />
          </TabPanel>
        </Tabs>
      </AriaRouter>
    </div>
  );
}
