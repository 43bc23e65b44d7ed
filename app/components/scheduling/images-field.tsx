import { useId } from 'react';
import { uploadImages } from '~/client/upload-image';
import { useApiForm } from '~/hooks/use-api-form';
import { liveText } from '~/i18n/pt-BR-live';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import * as s from './scheduling.css';

const text = scheduleText.form;

/** The schedule's images: files sent to POST /api/uploads, their URLs kept in order, each removable. */
export function ImagesField({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const id = useId();
  const upload = useApiForm();

  function add(files: FileList | null) {
    if (!files?.length) return;
    const chosen = Array.from(files);
    const failed = liveText.admin.uploadFailed;
    void upload.run(() => uploadImages(chosen, { failed, noUrl: failed }), { onSuccess: (urls) => onChange([...images, ...urls]) });
  }

  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{text.images}</legend>
      {images.length > 0 && (
        <ul className={s.thumbs} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {images.map((url, i) => (
            <li key={url} className={s.thumb}>
              <img src={url} alt={text.imageAlt(i + 1)} className={s.thumbImage} />
              <Button
                size="sm"
                variant="ghost"
                onPress={() => onChange(images.filter((u) => u !== url))}
                aria-label={`${text.removeImage} ${text.imageAlt(i + 1)}`}
              >
                {text.removeImage}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className={s.label}>
        {upload.busy ? text.uploading : text.addImages}
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={upload.busy}
          className={s.fileInput}
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      <FormMessage {...upload.banner} />
    </fieldset>
  );
}
