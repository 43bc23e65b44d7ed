import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AriaRouter } from '~/components/aria-router';
import { PasswordPromptProvider } from '~/components/password-prompt';
import { siteText } from '~/i18n/pt-BR';
import { adminPanelText, type AdminTab } from '~/i18n/pt-BR-admin';
import { loadAdminTab } from '~/routes/admin/tabs.server';
import { requireAdminViewer } from '~/server/auth/page-guards.server';
import { container } from '~/styles/utility.css';
import * as tabs from '~/ui/tabs.css';
import { AdminBanner } from './components/admin-banner';
import { adminHref } from './components/admin-href';
import * as s from './route.css';
import { AdminTabPanel } from './tabs/tab-panel';

const TABS = Object.keys(adminPanelText.tabs) as AdminTab[];
const isTab = (value: string | null): value is AdminTab => value !== null && (TABS as string[]).includes(value);

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(adminPanelText.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireAdminViewer(context, request);
  const params = new URL(request.url).searchParams;
  const asked = params.get('aba');
  const tab: AdminTab = isTab(asked) ? asked : TABS[0]!;
  return { data: await loadAdminTab(context.db, tab, params, viewer, context.env, context.settings.psp !== null) };
}

/**
 * 'Painel Administrativo': one tab at a time, in the URL (`?aba=`), each with its list, filters and actions.
 * The tabs are links to their addresses: they work before the page is hydrated, and can be bookmarked.
 */
export default function AdminPanel() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <PasswordPromptProvider>
      <div className={`${container} ${s.page}`}>
        <div className={s.head}>
          <h1 className={s.title}>{adminPanelText.title}</h1>
        </div>
        <AdminBanner tab={data.tab} />
        <AriaRouter>
          <Tabs selectedKey={data.tab} keyboardActivation="manual">
            <TabList aria-label={adminPanelText.tabsLabel} className={tabs.tabList}>
              {TABS.map((tab) => (
                <Tab key={tab} id={tab} href={adminHref(tab)} className={tabs.tab}>
                  {adminPanelText.tabs[tab]}
                </Tab>
              ))}
            </TabList>
            {TABS.map((tab) => (
              <TabPanel key={tab} id={tab} className={tabs.panel}>
                {tab === data.tab && <AdminTabPanel data={data} />}
              </TabPanel>
            ))}
          </Tabs>
        </AriaRouter>
      </div>
    </PasswordPromptProvider>
  );
}
