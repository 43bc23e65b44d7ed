import { describe, expect, it } from 'vitest';
import { call, signedInUser } from './fixtures';

describe('GET /api/cep/{cep}', () => {
  it('fills the address from a known CEP', async () => {
    const user = await signedInUser();
    const res = await call('/api/cep/01310-100', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      cep: '01310100',
      address: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('answers the spec messages: invalid CEP, unknown CEP, lookup unavailable', async () => {
    const user = await signedInUser();
    expect((await call('/api/cep/0131010', { token: user.token })).json).toEqual({ error: 'Informe um CEP válido (8 dígitos).' });
    const unknown = await call('/api/cep/00000001', { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('CEP inválido. Verifique e tente novamente.');
    const down = await call('/api/cep/99999999', { token: user.token });
    expect(down.status).toBe(503);
    expect(down.json.error).toBe('Não foi possível buscar o CEP agora. Tente novamente.');
  });

  it('is for signed-in users only', async () => {
    expect((await call('/api/cep/01310100')).status).toBe(401);
  });
});
