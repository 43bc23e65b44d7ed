/**
 * The browser's JSON calls to /api: credentials included, `data` unwrapped, the error message
 * taken from `error`, else `message`, else the status text, else the given fallback; the error's payload
 * comes along. Status 0: the request never got an answer (network).
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; payload?: unknown };

export async function apiRequest<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    headers,
    fallbackError,
  }: { method?: string; body?: unknown; headers?: Record<string, string>; fallbackError: string },
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: 'Erro de conexão. Tente novamente.' };
  }
  const json = (await res.json().catch(() => null)) as { data?: T; error?: string; message?: string } | null;
  if (res.ok) return { ok: true, data: (json && 'data' in json ? json.data : json) as T };
  return { ok: false, status: res.status, error: json?.error || json?.message || res.statusText || fallbackError, payload: json };
}
