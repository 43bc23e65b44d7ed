/**
 * Sends one image file to POST /api/uploads (administrators) and returns its URL. The error is the
 * server's message, else `failed`; an answer without a URL gives `noUrl`.
 */
export type UploadOutcome = { ok: true; url: string } | { ok: false; error: string };

export async function uploadImage(file: File, text: { failed: string; noUrl: string }): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('images', file);
  let res: Response;
  try {
    res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'include' });
  } catch {
    return { ok: false, error: text.failed };
  }
  const json = (await res.json().catch(() => null)) as { data?: { urls?: string[] }; urls?: string[]; error?: string } | null;
  if (!res.ok) return { ok: false, error: json?.error || text.failed };
  const url = json?.data?.urls?.[0] ?? json?.urls?.[0];
  return url ? { ok: true, url } : { ok: false, error: text.noUrl };
}
