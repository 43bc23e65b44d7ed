/**
 * The images of a lot while an administrator arranges them (files not yet sent and URLs already stored),
 * and their upload to `POST /api/uploads` with progress: XMLHttpRequest reports the bytes sent, which
 * fetch does not. Sent in batches of at most 10 files (the endpoint's limit), in order.
 */
import { IMAGE_UPLOAD } from '~/domain/image-upload';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';

export interface LotImageItem {
  key: string;
  /** what the preview shows: the stored URL, or an object URL of the chosen file */
  src: string;
  /** a file chosen here, not yet uploaded */
  file?: File;
}

const text = adminLotsText.images;
let next = 0;
const newKey = () => `img-${Date.now().toString(36)}-${next++}`;

export function imageItemsFromUrls(urls: readonly string[]): LotImageItem[] {
  return urls.map((url) => ({ key: newKey(), src: url }));
}

/** Image files become items with a preview; anything else is named in `rejected`. */
export function imageItemsFromFiles(files: readonly File[]): { items: LotImageItem[]; rejected: string[] } {
  const images = files.filter((f) => f.type.startsWith('image/'));
  return {
    items: images.map((file) => ({ key: newKey(), src: URL.createObjectURL(file), file })),
    rejected: files.filter((f) => !images.includes(f)).map((f) => f.name),
  };
}

/** Frees the previews of chosen files (call when they leave the list). */
export function releasePreviews(items: readonly LotImageItem[]) {
  for (const item of items) if (item.file) URL.revokeObjectURL(item.src);
}

type Sent = { ok: true; urls: string[] } | { ok: false; error: string };

function sendBatch(files: File[], onBytes: (sent: number) => void): Promise<Sent> {
  return new Promise((resolve) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onBytes(event.loaded);
    xhr.onload = () => {
      const body = xhr.response as { urls?: string[]; error?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.urls?.length === files.length) resolve({ ok: true, urls: body.urls });
      else resolve({ ok: false, error: body?.error || body?.message || text.uploadFailed });
    };
    xhr.onerror = () => resolve({ ok: false, error: text.uploadFailed });
    xhr.send(form);
  });
}

/**
 * The list as stored URLs, in its order: chosen files are uploaded first (`onProgress` gets 0–100 over
 * all their bytes). Nothing is uploaded when every image is already stored.
 */
export async function storedImageUrls(items: readonly LotImageItem[], onProgress: (percent: number) => void): Promise<Sent> {
  const pending = items.filter((i): i is LotImageItem & { file: File } => i.file !== undefined);
  const urls = new Map<string, string>();
  const total = pending.reduce((sum, i) => sum + i.file.size, 0) || 1;
  let done = 0;
  for (let at = 0; at < pending.length; at += IMAGE_UPLOAD.maxFiles) {
    const batch = pending.slice(at, at + IMAGE_UPLOAD.maxFiles);
    const sent = await sendBatch(
      batch.map((i) => i.file),
      (bytes) => onProgress(Math.min(100, Math.round(((done + bytes) / total) * 100))),
    );
    if (!sent.ok) return sent;
    batch.forEach((item, i) => urls.set(item.key, sent.urls[i]!));
    done += batch.reduce((sum, i) => sum + i.file.size, 0);
    onProgress(Math.round((done / total) * 100));
  }
  return { ok: true, urls: items.map((i) => urls.get(i.key) ?? i.src) };
}
