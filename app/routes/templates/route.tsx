import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { ActionButton } from '~/components/scheduling/action-button';
import * as s from '~/components/scheduling/scheduling.css';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDate, formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { scheduleText, templateText } from '~/i18n/pt-BR-schedules';
import { readPage } from '~/schemas/paging';
import { SCHEDULES_PER_PAGE } from '~/schemas/schedules';
import { requireAdminViewer } from '~/server/auth/page-guards.server';
import { listActiveCategoryNames } from '~/server/lots/categories.server';
import { listTemplates, type TemplateDto } from '~/server/schedules/templates.server';
import { container } from '~/styles/utility.css';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Pager } from '~/ui/pager';
import { StatusPill } from '~/ui/status-pill';
import { TemplateFormModal } from './template-form-modal';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(templateText.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminViewer(context, request);
  const [list, categories] = await Promise.all([
    listTemplates(context.db, readPage(new URL(request.url).searchParams, SCHEDULES_PER_PAGE)),
    listActiveCategoryNames(context.db),
  ]);
  return { ...list, categories };
}

const actions = templateText.actions;
type Editing = { template: TemplateDto | null; mode: 'new' | 'edit' | 'duplicate'; key: number } | null;

/** 'Templates de Leilão': the card grid, numbered pages, the form (new, edit, duplicate) and the delete confirmation. */
export default function TemplatesPage() {
  const { templates, pagination, categories } = useLoaderData<typeof loader>();
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateDto | null>(null);
  const open = (template: TemplateDto | null, mode: 'new' | 'edit' | 'duplicate') => setEditing({ template, mode, key: Date.now() });

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{templateText.title}</h1>
        <Button onPress={() => open(null, 'new')}>{templateText.newTemplate}</Button>
      </div>
      {templates.length === 0 ? (
        <p className={s.muted}>{templateText.empty}</p>
      ) : (
        <ul className={s.cards} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {templates.map((t) => (
            <li key={t.id} className={s.card} data-testid={`template-${t.id}`}>
              <div className={s.cardHead}>
                <h2 className={s.cardTitle}>{t.name}</h2>
                <StatusPill tone={t.is_active ? 'green' : 'grey'} label={t.is_active ? templateText.active : templateText.inactive} />
              </div>
              {t.description && <p className={s.muted}>{t.description}</p>}
              <p className={s.value}>
                {t.template_category} • {t.template_condition}
              </p>
              <dl className={s.facts}>
                <dt className={s.term}>{templateText.startPrice}</dt>
                <dd className={s.value}>{formatReais(t.default_start_price)}</dd>
                <dt className={s.term}>{templateText.duration}</dt>
                <dd className={s.value}>{templateText.hours(t.default_duration_hours)}</dd>
                <dt className={s.term}>{templateText.createdAt}</dt>
                <dd className={s.value}>{formatDate(t.created_at)}</dd>
              </dl>
              <div className={s.row}>
                <ActionButton action={actions.duplicate} target={t.name} variant="secondary" onPress={() => open(t, 'duplicate')} />
                <ActionButton action={actions.edit} target={t.name} variant="secondary" onPress={() => open(t, 'edit')} />
                <ActionButton action={actions.delete} target={t.name} variant="ghost" onPress={() => setDeleting(t)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        pagination={pagination}
        href={(page) => (page > 1 ? `/templates?pagina=${page}` : '/templates')}
        text={{ ...adminPanelText.pagination, label: templateText.pagination, pageLink: scheduleText.pageLink }}
        numbered
      />
      {editing && (
        <TemplateFormModal
          key={editing.key}
          template={editing.template}
          categories={categories}
          mode={editing.mode}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        title={templateText.confirmTitleDelete}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void run(`/api/auction-templates/${deleting!.id}`, {
            method: 'DELETE',
            fallbackError: templateText.errors.delete,
            success: templateText.deleted,
          }).then((ok) => ok && setDeleting(null))
        }
        confirmLabel={actions.delete}
        cancelLabel={templateText.form.cancel}
        busy={busy}
      >
        <p className={s.muted}>{templateText.confirmDelete}</p>
      </ConfirmDialog>
    </div>
  );
}
