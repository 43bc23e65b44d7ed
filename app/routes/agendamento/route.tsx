import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { ActionButton } from '~/components/scheduling/action-button';
import * as s from '~/components/scheduling/scheduling.css';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDateTime, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import { readPage } from '~/schemas/paging';
import { readScheduleStatus, SCHEDULES_PER_PAGE } from '~/schemas/schedules';
import { requireAdminViewer } from '~/server/auth/page-guards.server';
import { listActiveCategoryNames } from '~/server/lots/categories.server';
import { listSchedules } from '~/server/schedules/schedules.server';
import { container } from '~/styles/utility.css';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { Select } from '~/ui/select';
import { StatusPill } from '~/ui/status-pill';
import { ScheduleFormModal } from './schedule-form-modal';
import { SchedulePreviewModal } from './schedule-preview-modal';
import type { Schedule } from './schedule-types';
import { STATUS_TONE } from './status-tone';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(scheduleText.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminViewer(context, request);
  const params = new URL(request.url).searchParams;
  const status = readScheduleStatus(params.get('status'));
  const [list, categories] = await Promise.all([
    listSchedules(context.db, { ...readPage(params, SCHEDULES_PER_PAGE), status }),
    listActiveCategoryNames(context.db),
  ]);
  return { ...list, status: status ?? 'all', categories };
}

const cols = scheduleText.columns;
const actions = scheduleText.actions;
const href = (status: string, page?: number) => {
  const query = new URLSearchParams();
  if (status !== 'all') query.set('status', status);
  if (page && page > 1) query.set('pagina', String(page));
  const q = query.toString();
  return q ? `/agendamento?${q}` : '/agendamento';
};

type Editing = { schedule: Schedule | null; key: number } | null;

/** 'Leilões Programados': the status filter, the table, numbered pages, and the form, preview and confirmations. */
export default function SchedulesPage() {
  const { schedules, pagination, status, categories } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<Schedule | null>(null);
  const [publishing, setPublishing] = useState<Schedule | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const edit = (schedule: Schedule | null) => setEditing({ schedule, key: Date.now() });

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{scheduleText.title}</h1>
        <Button onPress={() => edit(null)}>{scheduleText.newSchedule}</Button>
      </div>
      <section className={s.section} aria-label={scheduleText.title}>
        <div className={s.filters}>
          <Select
            label={scheduleText.statusFilter}
            value={status}
            onChange={(next) => navigate(href(next), { preventScrollReset: true })}
            options={[
              { id: 'all', label: scheduleText.filters.all },
              { id: 'scheduled', label: scheduleText.filters.scheduled },
              { id: 'published', label: scheduleText.filters.published },
              { id: 'cancelled', label: scheduleText.filters.cancelled },
            ]}
          />
        </div>
        <DataTable
          label={scheduleText.title}
          empty={scheduleText.empty}
          emptyClassName={s.muted}
          rows={schedules}
          rowKey={(row) => row.id}
          rowTestId={(row) => `schedule-${row.id}`}
          columns={[
            {
              key: 'lot',
              header: cols.lot,
              cell: (row) => (
                <>
                  <strong>{row.title}</strong>
                  <span className={table.small}>
                    {row.category} • {row.condition}
                  </span>
                </>
              ),
            },
            {
              key: 'status',
              header: cols.status,
              cell: (row) => <StatusPill tone={STATUS_TONE[row.status]} label={scheduleText.status[row.status] ?? row.status} />,
            },
            {
              key: 'schedule',
              header: cols.schedule,
              cell: (row) => (
                <>
                  <span className={table.small}>
                    {scheduleText.startLabel}: {formatDateTime(row.scheduled_start)}
                  </span>
                  <span className={table.small}>
                    {scheduleText.endLabel}: {formatDateTime(row.scheduled_end)}
                  </span>
                </>
              ),
            },
            { key: 'startPrice', header: cols.startPrice, numeric: true, cell: (row) => formatReais(row.start_price) },
            {
              key: 'actions',
              header: cols.actions,
              cell: (row) => (
                <div className={table.actions}>
                  <ActionButton action={actions.preview} target={row.title} variant="secondary" onPress={() => setPreviewing(row)} />
                  {row.status === 'scheduled' && (
                    <>
                      <ActionButton action={actions.edit} target={row.title} variant="secondary" onPress={() => edit(row)} />
                      <ActionButton action={actions.publish} target={row.title} onPress={() => setPublishing(row)} />
                      <ActionButton action={actions.delete} target={row.title} variant="ghost" onPress={() => setDeleting(row)} />
                    </>
                  )}
                </div>
              ),
            },
          ]}
        />
        <Pager
          pagination={pagination}
          href={(page) => href(status, page)}
          text={{ ...adminPanelText.pagination, label: scheduleText.pagination, pageLink: scheduleText.pageLink }}
          numbered
        />
      </section>
      {editing && (
        <ScheduleFormModal
          key={editing.key}
          schedule={editing.schedule}
          categories={categories}
          isOpen
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <SchedulePreviewModal
        schedule={previewing}
        onClose={() => setPreviewing(null)}
        onEdit={(row) => {
          setPreviewing(null);
          edit(row);
        }}
        onPublish={(row) => setPublishing(row)}
      />
      <ConfirmDialog
        title={scheduleText.confirmTitlePublish}
        isOpen={publishing !== null}
        onCancel={() => setPublishing(null)}
        onConfirm={() =>
          void run<{ auction_id: number }>(`/api/auction-schedules/${publishing!.id}/publish`, {
            method: 'POST',
            fallbackError: scheduleText.errors.publish,
            success: (data) => scheduleText.published(data.auction_id),
          }).then((ok) => {
            if (ok) {
              setPublishing(null);
              setPreviewing(null);
            }
          })
        }
        confirmLabel={actions.publish}
        cancelLabel={scheduleText.form.cancel}
        busy={busy}
      >
        <p className={s.muted}>{scheduleText.confirmPublish}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title={scheduleText.confirmTitleDelete}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void run(`/api/auction-schedules/${deleting!.id}`, {
            method: 'DELETE',
            fallbackError: scheduleText.errors.delete,
            success: scheduleText.deleted,
          }).then((ok) => ok && setDeleting(null))
        }
        confirmLabel={actions.delete}
        cancelLabel={scheduleText.form.cancel}
        busy={busy}
      >
        <p className={s.muted}>{scheduleText.confirmDelete}</p>
      </ConfirmDialog>
    </div>
  );
}
