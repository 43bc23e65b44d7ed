import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { useApiForm } from '~/hooks/use-api-form';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import * as s from '~/routes/admin/route.css';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as m from '~/ui/modal.css';
import { LotImageList } from './lot-image-list';
import { imageItemsFromUrls, releasePreviews, storedImageUrls, type LotImageItem } from './lot-image-upload';

const text = adminLotsText.editImages;

/**
 * 'Editar Imagens' of one lot: add files, reorder, remove, set the cover; 'Salvar Alterações' uploads the
 * new files and saves the whole ordered list; 'Cancelar' leaves the lot as it was.
 */
export function LotImagesModal({ lot, onClose }: { lot: AdminLot; onClose: () => void }) {
  const [items, setItems] = useState<LotImageItem[]>(() => imageItemsFromUrls(lot.images));
  const [progress, setProgress] = useState<number | null>(null);
  const form = useApiForm();
  const latest = useRef(items);
  latest.current = items;
  // The previews of files chosen here are freed when the dialog goes (saved or not).
  useEffect(() => () => releasePreviews(latest.current), []);

  function save() {
    void form.run(
      async () => {
        const stored = await storedImageUrls(items, setProgress);
        setProgress(null);
        if (!stored.ok) return stored;
        return apiRequest(`/api/auctions/${lot.id}`, { method: 'PUT', body: { images: stored.urls }, fallbackError: text.failed });
      },
      { successToast: text.saved, revalidate: true, onSuccess: onClose },
    );
  }

  return (
    <Modal title={text.title} isOpen onClose={onClose} closeLabel={adminPanelText.close} size="lg">
      <div className={m.body}>
        <p className={s.muted}>
          #{lot.id} · {lot.title}
        </p>
        <LotImageList
          id={`lot-${lot.id}-images`}
          items={items}
          onChange={setItems}
          onRejected={form.setError}
          progress={progress}
          isDisabled={form.busy}
        />
        <FormMessage {...form.banner} />
        <div className={m.footer}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button isDisabled={form.busy} onPress={save}>
            {form.busy ? text.saving : text.save}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
