import { useState } from 'react';
import { useAdminAction } from '~/hooks/use-admin-action';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { officeText } from '~/i18n/pt-BR-admin-office';
import type { Banner } from '~/schemas/lot';
import { Button } from '~/ui/button';
import { Modal } from '~/ui/modal';
import * as m from '~/ui/modal.css';
import { BannerFields, BannerImagePicker, bodyOf, draftOf } from './banner-fields';
import * as o from './office.css';

const text = officeText.banners;

/** 'Editar Banner': the banner's fields and its image (replaced by a new upload); saved as one PUT. */
export function BannerEditModal({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { run, busy } = useAdminAction();
  const [draft, setDraft] = useState(() => draftOf(banner));
  async function save() {
    const ok = await run(`/api/admin/banners/${banner.id}`, {
      method: 'PUT',
      body: bodyOf(draft),
      fallbackError: text.updateFailed,
      success: text.updated,
    });
    if (ok) onClose();
  }
  return (
    <Modal title={text.editTitle} isOpen onClose={onClose} closeLabel={adminPanelText.close} size="lg">
      <form
        className={m.body}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={o.form}>
          <BannerImagePicker
            imageUrl={draft.image_url}
            label={text.replaceImage}
            onUploaded={(url) => setDraft((d) => ({ ...d, image_url: url }))}
          />
          <BannerFields draft={draft} onChange={setDraft} />
        </div>
        <div className={m.footer}>
          <Button variant="secondary" onPress={onClose}>
            {adminPanelText.cancel}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {text.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
