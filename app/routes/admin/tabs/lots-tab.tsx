import { Link } from '@remix-run/react';
import { TitledPanel } from '~/components/titled-panel';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { AdminLotTable } from '~/routes/admin/components/admin-lot-table';
import { LotCreateForm } from '~/routes/admin/components/lot-create-form';
import type { Pagination } from '~/schemas/paging';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { buttonClass } from '~/ui/button';
import { Pager } from '~/ui/pager';
import * as s from '../route.css';

/** 'Lotes': 'Importar lotes', the form that creates a lot, and below it 'Leilões cadastrados', newest first. */
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
      <TitledPanel titleId="lot-create-title" title={adminLotsText.create.title}>
        <Link to="/admin/importar-lotes" className={buttonClass('secondary', 'md', false, s.importLink)}>
          {lotImportText.open}
        </Link>
        <LotCreateForm categories={categories} />
      </TitledPanel>
      <TitledPanel titleId="lots-title" title={adminLotsText.table.title}>
        <AdminLotTable lots={lots} categories={categories} />
        <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
      </TitledPanel>
    </>
  );
}
