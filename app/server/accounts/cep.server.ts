/**
 * Postal-code (CEP) lookup through ViaCEP, proxied by the server with a timeout and an in-isolate cache
 * (found and not-found answers alike), so the browser never depends on a third party directly.
 */
import { onlyDigits } from '~/domain/documents';
import { authMessages } from '~/i18n/auth-messages';

export interface CepAddress {
  cep: string;
  address: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type CepResult = { ok: true; value: CepAddress } | { ok: false; status: 404 | 422 | 503; message: string };

const TIMEOUT_MS = 3_000;
const TTL_MS = 24 * 60 * 60_000;
const MAX_ENTRIES = 2_000;
const cache = new Map<string, { at: number; result: CepResult }>();

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

export async function lookupCep(raw: string, baseUrl: string, now = Date.now()): Promise<CepResult> {
  const cep = onlyDigits(raw);
  if (cep.length !== 8 || raw.length > 9) return { ok: false, status: 422, message: authMessages.cepInvalid };
  const hit = cache.get(cep);
  if (hit && now - hit.at < TTL_MS) return hit.result;
  let result: CepResult;
  try {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/${cep}/json/`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    });
    if (res.status === 400 || res.status === 404) result = { ok: false, status: 404, message: authMessages.cepNotFound };
    else if (!res.ok) return { ok: false, status: 503, message: authMessages.cepUnavailable };
    else {
      const body = await res.json<ViaCepAnswer>();
      result =
        body.erro === true || body.erro === 'true'
          ? { ok: false, status: 404, message: authMessages.cepNotFound }
          : {
              ok: true,
              value: {
                cep,
                address: body.logradouro ?? '',
                neighborhood: body.bairro ?? '',
                city: body.localidade ?? '',
                state: (body.uf ?? '').toUpperCase(),
              },
            };
    }
  } catch {
    return { ok: false, status: 503, message: authMessages.cepUnavailable }; // timeouts and failures are not cached
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(cep, { at: now, result });
  return result;
}
