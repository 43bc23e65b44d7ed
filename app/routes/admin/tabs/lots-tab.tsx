import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { AdminLotTable } from '~/routes/admin/components/admin-lot-table';
import { LotCreateForm } from '~/routes/admin/components/lot-create-form';
import { TabSection } from '~/routes/admin/components/tab-section';
import type { Pagination } from '~/schemas/paging';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Pager } from '~/ui/pager';

/** 'Lotes': the form that creates a lot, and below it 'Leilões cadastrados', newest first. */
export function LotsTab({
  lots,
  pagination,
  categories,
  href,
}: {
  lots: AdminLot[];
  pagination: Pagination;
  categories: string[];
  href: (page: number) => string;
}) {
  return (
    <>
      <TabSection id="lot-create" title={adminLotsText.create.title}>
        <LotCreateForm categories={categories} />
      </TabSection>
      <TabSection id="lots" title={adminLotsText.table.title}>
        <AdminLotTable lots={lots} categories={categories} />
        <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
      </TabSection>
    </>
  );
}
