/** A stand-in for ViaCEP, for tests and local e2e (never the internet): a few known CEPs. */
const KNOWN: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '22071000': { logradouro: 'Avenida Atlântica', bairro: 'Copacabana', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '30130010': { logradouro: 'Praça Sete de Setembro', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
};

/** The answer ViaCEP would give for `/ws/{cep}/json/`; 99999999 plays an outage. */
export function fakeViaCep(cep: string): Response {
  if (cep === '99999999') return new Response('Service Unavailable', { status: 503 });
  const found = KNOWN[cep];
  return Response.json(found ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...found } : { erro: true });
}
