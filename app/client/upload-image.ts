/**
 * Sends image files to POST /api/uploads (administrators) and returns their URLs, in the shape of an
 * API answer. The error is the server's message, else `failed`; an answer without URLs gives `noUrl`.
 */
export type UploadOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

export async function uploadImages(files: readonly File[], text: { failed: string; noUrl: string }): Promise<UploadOutcome<string[]>> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  let res: Response;
  try {
    res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'include' });
  } catch {
    return { ok: false, error: text.failed };
  }
  const json = (await res.json().catch(() => null)) as { data?: { urls?: string[] }; urls?: string[]; error?: string } | null;
  if (!res.ok) return { ok: false, error: json?.error || text.failed };
  const urls = json?.data?.urls ?? json?.urls;
  return urls ? { ok: true, data: urls } : { ok: false, error: text.noUrl };
}

/** One file: its URL. */
export async function uploadImage(file: File, text: { failed: string; noUrl: string }): Promise<UploadOutcome<string>> {
  const sent = await uploadImages([file], text);
  if (!sent.ok) return sent;
  const [url] = sent.data;
  return url ? { ok: true, data: url } : { ok: false, error: text.noUrl };
}
