import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { uploadImage } from '~/client/upload-image';
import { useApiForm } from '~/hooks/use-api-form';
import { officeText } from '~/i18n/pt-BR-admin-office';
import type { Banner } from '~/schemas/lot';
import { buttonClass } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { TextField } from '~/ui/text-field';
import * as o from './office.css';

const text = officeText.banners;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** What the create form and the edit modal hold: the body of POST / PUT /api/admin/banners. */
export interface BannerDraft {
  image_url: string | null;
  title: string;
  subtitle: string;
  link_url: string;
  display_order: string;
  is_active: boolean;
}

export const emptyDraft: BannerDraft = { image_url: null, title: '', subtitle: '', link_url: '', display_order: '0', is_active: true };

export function draftOf(banner: Banner): BannerDraft {
  return {
    image_url: banner.image_url,
    title: banner.title ?? '',
    subtitle: banner.subtitle ?? '',
    link_url: banner.link_url ?? '',
    display_order: String(banner.display_order),
    is_active: banner.is_active,
  };
}

/** The draft as the API reads it (empty texts are sent as null, the order as a number when it is one). */
export function bodyOf(draft: BannerDraft) {
  const order = draft.display_order.trim();
  return {
    image_url: draft.image_url,
    title: draft.title.trim() || null,
    subtitle: draft.subtitle.trim() || null,
    link_url: draft.link_url.trim() || null,
    display_order: order === '' ? 0 : /^\d+$/.test(order) ? Number(order) : order,
    is_active: draft.is_active,
  };
}

/** Picks an image file, sends it to /api/uploads at once and shows it; errors under the button. */
export function BannerImagePicker({
  imageUrl,
  onUploaded,
  error,
  label,
}: {
  imageUrl: string | null;
  onUploaded: (url: string) => void;
  error?: string | null;
  label: string;
}) {
  const upload = useApiForm();
  function pick(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    void upload.run(() => uploadImage(file, { failed: text.uploadFailed, noUrl: text.noImageUrl }), { onSuccess: onUploaded });
  }
  const message = upload.error ?? error;
  return (
    <div className={`${o.picker} ${o.formWide}`}>
      <span className={o.cardLabel}>{text.fields.image}</span>
      {imageUrl ? <img src={imageUrl} alt={text.preview} className={o.preview} /> : <p className={o.cardNote}>{text.noImage}</p>}
      <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={pick}>
        <AriaButton className={buttonClass('secondary', 'sm')} isDisabled={upload.busy}>
          {upload.busy ? text.uploading : label}
        </AriaButton>
      </FileTrigger>
      {message && (
        <p className={o.fieldError} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** Título, Subtítulo, Link, Ordem and Ativo of a banner. */
export function BannerFields({ draft, onChange }: { draft: BannerDraft; onChange: (next: BannerDraft) => void }) {
  const set =
    <K extends keyof BannerDraft>(key: K) =>
    (value: BannerDraft[K]) =>
      onChange({ ...draft, [key]: value });
  return (
    <>
      <TextField label={text.fields.title} value={draft.title} onChange={set('title')} maxLength={120} />
      <TextField label={text.fields.subtitle} value={draft.subtitle} onChange={set('subtitle')} maxLength={240} />
      <TextField label={text.fields.link} value={draft.link_url} onChange={set('link_url')} description={text.fields.linkHelp} />
      <TextField label={text.fields.order} value={draft.display_order} onChange={set('display_order')} inputMode="numeric" />
      <Checkbox isSelected={draft.is_active} onChange={set('is_active')}>
        {text.fields.active}
      </Checkbox>
    </>
  );
}
