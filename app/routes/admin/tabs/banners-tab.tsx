import { useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { BannerEditModal } from '~/routes/admin/components/banner-edit-modal';
import { BannerFields, BannerImagePicker, bodyOf, emptyDraft } from '~/routes/admin/components/banner-fields';
import * as o from '~/routes/admin/components/office.css';
import { ReportFailure } from '~/routes/admin/components/report-failure';
import * as s from '~/routes/admin/route.css';
import type { Banner } from '~/schemas/lot';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Switch } from '~/ui/switch';
import { useToast } from '~/ui/toasts/toast-provider';

const text = officeText.banners;
const cols = text.columns;
const nameOf = (banner: Banner) => banner.title ?? text.untitled;

/** The form 'Novo banner': image required (uploaded at once, shown), then the other fields. */
function BannerCreateForm() {
  const { run, busy } = useAdminAction();
  const [draft, setDraft] = useState(emptyDraft);
  const [imageError, setImageError] = useState<string | null>(null);
  async function create() {
    if (!draft.image_url) {
      setImageError(text.imageRequired);
      return;
    }
    const ok = await run('/api/admin/banners', {
      method: 'POST',
      body: bodyOf(draft),
      fallbackError: text.createFailed,
      success: text.created,
    });
    if (ok) setDraft(emptyDraft);
  }
  return (
    <form
      className={o.form}
      aria-labelledby="banner-create-title"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h3 className={`${o.subTitle} ${o.formWide}`} id="banner-create-title">
        {text.createTitle}
      </h3>
      <BannerImagePicker
        imageUrl={draft.image_url}
        label={text.chooseImage}
        error={imageError}
        onUploaded={(url) => {
          setImageError(null);
          setDraft((d) => ({ ...d, image_url: url }));
        }}
      />
      <BannerFields draft={draft} onChange={setDraft} />
      <div className={o.formActions}>
        <Button type="submit" isDisabled={busy}>
          {busy ? text.creating : text.create}
        </Button>
      </div>
    </form>
  );
}

/** Moves a banner one place and writes the new positions (only the banners whose order changes). */
function useReorder(banners: Banner[]) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [moving, setMoving] = useState(false);
  async function move(index: number, delta: -1 | 1) {
    const order = [...banners];
    const [moved] = order.splice(index, 1);
    order.splice(index + delta, 0, moved!);
    setMoving(true);
    for (const [position, banner] of order.entries()) {
      if (banner.display_order === position) continue;
      const result = await apiRequest(`/api/admin/banners/${banner.id}`, {
        method: 'PUT',
        body: { display_order: position },
        fallbackError: text.updateFailed,
      });
      if (!result.ok) {
        toast.show('error', result.error);
        break;
      }
    }
    setMoving(false);
    revalidator.revalidate();
  }
  return { move, moving };
}

/** 'Banners': the create form, then every banner with its image, order (up/down), active switch, edit and delete. */
export function BannersTab({ banners }: { banners: Banner[] | null }) {
  const { run, busy } = useAdminAction();
  const { move, moving } = useReorder(banners ?? []);
  const [editing, setEditing] = useState<Banner | null>(null);
  const [removing, setRemoving] = useState<Banner | null>(null);
  const locked = busy || moving;

  return (
    <TitledPanel titleId="banners-title" title={text.title}>
      <BannerCreateForm />
      <h3 className={o.subTitle}>{text.listTitle}</h3>
      {banners === null ? (
        <ReportFailure message={text.loadFailed} />
      ) : (
        <DataTable
          label={text.listTitle}
          empty={text.empty}
          rows={banners}
          rowKey={(b) => b.id}
          rowTestId={(b) => `banner-${b.id}`}
          columns={[
            {
              key: 'image',
              header: cols.image,
              cell: (b) => <img src={b.image_url} alt={text.thumbnail(nameOf(b))} className={o.thumbnail} loading="lazy" />,
            },
            { key: 'title', header: cols.title, cell: (b) => b.title ?? '—' },
            { key: 'subtitle', header: cols.subtitle, cell: (b) => b.subtitle ?? '—' },
            { key: 'link', header: cols.link, className: o.code, cell: (b) => b.link_url ?? '—' },
            {
              key: 'order',
              header: cols.order,
              cell: (b, index) => (
                <div className={o.orderCell}>
                  <span>{b.display_order}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={text.moveUp(nameOf(b))}
                    isDisabled={locked || index === 0}
                    onPress={() => void move(index, -1)}
                  >
                    {text.up}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={text.moveDown(nameOf(b))}
                    isDisabled={locked || index === banners.length - 1}
                    onPress={() => void move(index, 1)}
                  >
                    {text.down}
                  </Button>
                </div>
              ),
            },
            {
              key: 'active',
              header: cols.active,
              cell: (b) => (
                <Switch
                  label={text.activeLabel(nameOf(b))}
                  isSelected={b.is_active}
                  isDisabled={locked}
                  onChange={(isActive) =>
                    void run(`/api/admin/banners/${b.id}`, {
                      method: 'PUT',
                      body: { is_active: isActive },
                      fallbackError: text.updateFailed,
                      success: text.updated,
                    })
                  }
                />
              ),
            },
            {
              key: 'actions',
              header: adminPanelText.actions,
              cell: (b) => (
                <div className={table.actions}>
                  <Button size="sm" variant="secondary" isDisabled={locked} onPress={() => setEditing(b)}>
                    {text.edit}
                  </Button>
                  <Button size="sm" variant="ghost" isDisabled={locked} onPress={() => setRemoving(b)}>
                    {text.remove}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {editing && <BannerEditModal key={editing.id} banner={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        title={text.removeTitle}
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void run(`/api/admin/banners/${removing.id}`, { method: 'DELETE', fallbackError: text.deleteFailed, success: text.deleted }).then(
            (ok) => ok && setRemoving(null),
          )
        }
        confirmLabel={text.remove}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
      >
        <p className={s.muted}>{removing && text.removeConfirm(nameOf(removing))}</p>
      </ConfirmDialog>
    </TitledPanel>
  );
}
