import { Form } from '@remix-run/react';
import { useState } from 'react';
import { TitledPanel } from '~/components/titled-panel';
import { auditChanges, auditValue } from '~/domain/audit-changes';
import { formatDateTime } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { officeText } from '~/i18n/pt-BR-admin-office';
import * as o from '~/routes/admin/components/office.css';
import * as s from '~/routes/admin/route.css';
import type { AuditFilter } from '~/schemas/audit-filter';
import type { Pagination } from '~/schemas/paging';
import type { AuditEntryDto } from '~/server/admin/audit-log.server';
import { Button, buttonClass } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { DateField } from '~/ui/date-field';
import { FormMessage } from '~/ui/form-message';
import { Pager } from '~/ui/pager';
import { Select } from '~/ui/select';
import { TextField } from '~/ui/text-field';

const text = officeText.audit;
const cols = text.columns;
const words = { nothing: text.nothing, yes: text.yes, no: text.no };

const actionOptions = [{ id: '', label: adminPanelText.all }, ...Object.entries(text.actions).map(([id, label]) => ({ id, label }))];
const targetOptions = [{ id: '', label: adminPanelText.all }, ...Object.entries(text.targets).map(([id, label]) => ({ id, label }))];

/** 'Antes → Depois' of one entry: a line per changed field. */
function Change({ entry }: { entry: AuditEntryDto }) {
  const changes = auditChanges(entry.details);
  if (changes.length === 0) return <>{text.nothing}</>;
  return (
    <ul className={o.change}>
      {changes.map((c, i) => (
        <li key={c.field ?? i}>
          {c.field && <span className={o.changeField}>{c.field}: </span>}
          {auditValue(c.before, words, formatDateTime)} → {auditValue(c.after, words, formatDateTime)}
        </li>
      ))}
    </ul>
  );
}

/** 'Auditoria' (beyond the spec): the audit log, newest first, filtered by who, action, target and São Paulo days. */
export function AuditTab({
  entries,
  pagination,
  filter,
  filterError,
  href,
}: {
  entries: AuditEntryDto[];
  pagination: Pagination;
  filter: AuditFilter;
  filterError: string | null;
  href: (page: number) => string;
}) {
  const [action, setAction] = useState(filter.action ?? '');
  const [targetType, setTargetType] = useState(filter.target_type ?? '');
  return (
    <TitledPanel titleId="audit-title" title={text.title}>
      <Form method="get" className={s.filters} preventScrollReset>
        <input type="hidden" name="aba" value="auditoria" />
        <TextField label={text.filters.who} name="email" defaultValue={filter.email ?? ''} />
        <Select label={text.filters.action} name="action" value={action} onChange={setAction} options={actionOptions} />
        <Select label={text.filters.targetType} name="target_type" value={targetType} onChange={setTargetType} options={targetOptions} />
        <TextField label={text.filters.targetId} name="target_id" defaultValue={filter.target_id ?? ''} />
        <DateField label={text.filters.from} name="from" defaultValue={filter.from} />
        <DateField label={text.filters.to} name="to" defaultValue={filter.to} />
        <Button type="submit">{adminPanelText.filter}</Button>
        <a href="/admin?aba=auditoria" className={buttonClass('ghost')}>
          {adminPanelText.clearFilters}
        </a>
      </Form>
      <FormMessage message={filterError} />
      <DataTable
        label={text.title}
        empty={text.empty}
        rows={entries}
        rowKey={(e) => e.id}
        rowTestId={(e) => `audit-${e.id}`}
        columns={[
          { key: 'when', header: cols.when, className: table.num, cell: (e) => formatDateTime(e.created_at) },
          {
            key: 'who',
            header: cols.who,
            cell: (e) =>
              e.actor ? (
                <>
                  {e.actor.name}
                  <span className={table.small}>{e.actor.email}</span>
                </>
              ) : (
                text.system
              ),
          },
          { key: 'action', header: cols.action, cell: (e) => text.actions[e.action] ?? e.action },
          {
            key: 'target',
            header: cols.target,
            cell: (e) => (
              <>
                {text.targets[e.target_type] ?? e.target_type}
                {e.target_id && ` #${e.target_id}`}
              </>
            ),
          },
          { key: 'change', header: cols.change, cell: (e) => <Change entry={e} /> },
          { key: 'ip', header: cols.ip, className: o.code, cell: (e) => e.ip ?? text.nothing },
        ]}
      />
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
    </TitledPanel>
  );
}
