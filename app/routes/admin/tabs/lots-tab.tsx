import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { AdminLotTable } from '~/routes/admin/components/admin-lot-table';
import { LotCreateForm } from '~/routes/admin/components/lot-create-form';
import * as s from '~/routes/admin/route.css';
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
      <section className={s.section} aria-labelledby="lot-create-title">
        <h2 className={s.sectionTitle} id="lot-create-title">
          {adminLotsText.create.title}
        </h2>
        <LotCreateForm categories={categories} />
      </section>
      <section className={s.section} aria-labelledby="lots-title">
        <h2 className={s.sectionTitle} id="lots-title">
          {adminLotsText.table.title}
        </h2>
        <AdminLotTable lots={lots} categories={categories} />
        <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
      </section>
    </>
  );
}
