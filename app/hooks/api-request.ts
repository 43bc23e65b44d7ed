/**
 * The browser's JSON calls to /api (spec §7): credentials included, `data` unwrapped, the error message
 * taken from `error`, else `message`, else the status text, else the given fallback.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, fallbackError }: { method?: string; body?: unknown; fallbackError: string },
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: 'Erro de conexão. Tente novamente.' };
  }
  const json = (await res.json().catch(() => null)) as { data?: T; error?: string; message?: string } | null;
  if (res.ok) return { ok: true, data: (json && 'data' in json ? json.data : json) as T };
  return { ok: false, status: res.status, error: json?.error || json?.message || res.statusText || fallbackError };
}
