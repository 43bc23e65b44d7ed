import { useId, useState } from 'react';
import { liveText } from '~/i18n/pt-BR-live';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import * as s from './scheduling.css';

const text = scheduleText.form;

/** The schedule's images: files sent to POST /api/uploads, their URLs kept in order, each removable. */
export function ImagesField({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    const form = new FormData();
    for (const file of Array.from(files)) form.append('images', file);
    try {
      const res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'include' });
      const json = (await res.json().catch(() => null)) as { urls?: string[]; error?: string } | null;
      if (!res.ok || !json?.urls) setError(json?.error ?? liveText.admin.uploadFailed);
      else onChange([...images, ...json.urls]);
    } catch {
      setError(liveText.admin.uploadFailed);
    }
    setBusy(false);
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
        {busy ? text.uploading : text.addImages}
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          className={s.fileInput}
          onChange={(event) => {
            void upload(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      <FormMessage message={error} />
    </fieldset>
  );
}
