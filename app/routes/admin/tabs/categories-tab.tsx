import { useState } from 'react';
import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { useApiForm } from '~/hooks/use-api-form';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { categoriesText } from '~/i18n/pt-BR-categories';
import * as o from '~/routes/admin/components/office.css';
import { ReportFailure } from '~/routes/admin/components/report-failure';
import * as s from '~/routes/admin/route.css';
import type { ManagedCategory } from '~/schemas/categories';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as m from '~/ui/modal.css';
import { StatusPill } from '~/ui/status-pill';
import { TextField } from '~/ui/text-field';

const text = categoriesText;
const cols = text.columns;
const path = (category: ManagedCategory, action = '') => `/api/admin/categories/${category.id}${action}`;

/** 'Nova categoria': its name, added after the others; a refusal (taken, empty, too long) shows under the field. */
function CategoryCreateForm() {
  const [name, setName] = useState('');
  const form = useApiForm();
  return (
    <form
      className={o.form}
      aria-labelledby="category-create-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          '/api/admin/categories',
          { method: 'POST', body: { name }, fallbackError: text.failed },
          { successToast: text.created, revalidate: true, onSuccess: () => setName('') },
        );
      }}
    >
      <h3 className={`${o.subTitle} ${o.formWide}`} id="category-create-title">
        {text.createTitle}
      </h3>
      <TextField label={text.name} name="name" isRequired value={name} onChange={setName} {...form.invalid('name')} />
      <div className={o.formActions}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? text.creating : text.create}
        </Button>
      </div>
      <div className={o.formWide}>
        <FormMessage {...form.banner} />
      </div>
    </form>
  );
}

/** 'Renomear categoria': the new name; the lots, schedules and templates filed under it follow. */
function CategoryRenameModal({ category, onClose }: { category: ManagedCategory; onClose: () => void }) {
  const [name, setName] = useState(category.name);
  const form = useApiForm();
  return (
    <Modal title={text.renameTitle} isOpen onClose={onClose} closeLabel={adminPanelText.close}>
      <form
        className={m.body}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            path(category),
            { method: 'PUT', body: { name }, fallbackError: text.failed },
            { successToast: text.renamed, revalidate: true, onSuccess: onClose },
          );
        }}
      >
        <TextField label={text.name} name="name" isRequired value={name} onChange={setName} {...form.invalid('name')} />
        <p className={s.muted}>{text.renameHelp(category.lot_count)}</p>
        <FormMessage {...form.banner} />
        <div className={m.footer}>
          <Button variant="secondary" onPress={onClose}>
            {adminPanelText.cancel}
          </Button>
          <Button type="submit" isDisabled={form.busy}>
            {text.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * 'Categorias': add one, then every category in the catalogue's order with its lots and state; move it up or down,
 * rename it, retire it (after a confirmation saying its lots keep it) or bring it back.
 */
export function CategoriesTab({ categories }: { categories: ManagedCategory[] | null }) {
  const { run, busy } = useAdminAction();
  const [renaming, setRenaming] = useState<ManagedCategory | null>(null);
  const [retiring, setRetiring] = useState<ManagedCategory | null>(null);

  const move = (category: ManagedCategory, direction: 'up' | 'down') =>
    void run(path(category, '/move'), { method: 'POST', body: { direction }, fallbackError: text.failed, success: text.moved });

  return (
    <TitledPanel titleId="categories-title" title={text.title}>
      <p className={s.muted}>{text.intro}</p>
      <CategoryCreateForm />
      <h3 className={o.subTitle}>{text.listTitle}</h3>
      {categories === null ? (
        <ReportFailure message={text.loadFailed} />
      ) : (
        <DataTable
          label={text.listTitle}
          empty={text.empty}
          rows={categories}
          rowKey={(c) => c.id}
          rowTestId={(c) => `category-${c.id}`}
          columns={[
            { key: 'name', header: cols.name, rowHeader: true, cell: (c) => c.name },
            { key: 'lots', header: cols.lots, numeric: true, cell: (c) => c.lot_count },
            {
              key: 'status',
              header: cols.status,
              cell: (c) =>
                c.retired_at === null ? (
                  <StatusPill tone="green" label={text.active} />
                ) : (
                  <StatusPill tone="grey" label={text.retiredStatus} />
                ),
            },
            {
              key: 'order',
              header: cols.order,
              cell: (c, index) => (
                <div className={o.orderCell}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={text.moveUp(c.name)}
                    isDisabled={busy || index === 0}
                    onPress={() => move(c, 'up')}
                  >
                    {text.up}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={text.moveDown(c.name)}
                    isDisabled={busy || index === categories.length - 1}
                    onPress={() => move(c, 'down')}
                  >
                    {text.down}
                  </Button>
                </div>
              ),
            },
            {
              key: 'actions',
              header: adminPanelText.actions,
              cell: (c) => (
                <div className={table.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={text.renameLabel(c.name)}
                    isDisabled={busy}
                    onPress={() => setRenaming(c)}
                  >
                    {text.rename}
                  </Button>
                  {c.retired_at === null ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={text.retireLabel(c.name)}
                      isDisabled={busy}
                      onPress={() => setRetiring(c)}
                    >
                      {text.retire}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={text.restoreLabel(c.name)}
                      isDisabled={busy}
                      onPress={() => void run(path(c, '/restore'), { method: 'POST', fallbackError: text.failed, success: text.restored })}
                    >
                      {text.restore}
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
      {renaming && <CategoryRenameModal key={renaming.id} category={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        title={text.retireTitle}
        isOpen={retiring !== null}
        onCancel={() => setRetiring(null)}
        onConfirm={() =>
          retiring &&
          void run(path(retiring, '/retire'), { method: 'POST', fallbackError: text.failed, success: text.retiredDone }).then(
            (ok) => ok && setRetiring(null),
          )
        }
        confirmLabel={text.retire}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
      >
        <p className={s.muted}>{retiring && text.retireConfirm(retiring.name, retiring.lot_count)}</p>
      </ConfirmDialog>
    </TitledPanel>
  );
}
