import { Form } from '@remix-run/react';
import { useState } from 'react';
import { TitledPanel } from '~/components/titled-panel';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { AdminLotTable } from '~/routes/admin/components/admin-lot-table';
import * as s from '~/routes/admin/route.css';
import type { AdminLotFilter } from '~/schemas/admin-lot-filter';
import type { Pagination } from '~/schemas/paging';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button, buttonClass } from '~/ui/button';
import { DateField } from '~/ui/date-field';
import { Pager } from '~/ui/pager';
import { Select } from '~/ui/select';
import { TextField } from '~/ui/text-field';

const text = adminLotsText.list;
const labels = text.filters;
const statusOptions = Object.entries(text.statusOptions).map(([id, label]) => ({ id, label }));

/**
 * 'Leilões': the filters (ID, Nome/Título, Email Vencedor, Início, Fim — São Paulo calendar days —, Status)
 * as a GET form read by the server, 'Limpar Filtros', and the lots table page by page.
 */
export function AuctionsTab({
  lots,
  pagination,
  categories,
  filter,
  href,
}: {
  lots: AdminLot[];
  pagination: Pagination;
  categories: string[];
  filter: AdminLotFilter;
  href: (page: number) => string;
}) {
  const [status, setStatus] = useState<string>(filter.status ?? 'all');
  return (
    <TitledPanel titleId="auctions-title" title={text.title}>
      <Form method="get" className={s.filters} preventScrollReset>
        <input type="hidden" name="aba" value="leiloes" />
        <TextField label={labels.id} name="id" defaultValue={filter.id ? String(filter.id) : ''} inputMode="numeric" />
        <TextField label={labels.title} name="title" defaultValue={filter.title ?? ''} />
        <TextField label={labels.winnerEmail} name="winner_email" defaultValue={filter.winner_email ?? ''} />
        <DateField label={labels.starts} name="starts_on" defaultValue={filter.starts_on} />
        <DateField label={labels.ends} name="ends_on" defaultValue={filter.ends_on} />
        <Select label={labels.status} name="status" value={status} onChange={setStatus} options={statusOptions} />
        <Button type="submit">{adminPanelText.filter}</Button>
        <a href="/admin?aba=leiloes" className={buttonClass('ghost')}>
          {adminPanelText.clearFilters}
        </a>
      </Form>
      <AdminLotTable lots={lots} categories={categories} />
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
    </TitledPanel>
  );
}
