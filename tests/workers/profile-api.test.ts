import { describe, expect, it } from 'vitest';
import { call, signedInUser } from './fixtures';

const profile = {
  name: 'Carla Nunes',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  address: 'Av. Paulista',
  number: '1578',
  complement: 'Sala 4',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

describe('PUT /api/auth/profile', () => {
  it('saves the profile with digits-only phone and CEP and an upper-case UF', async () => {
    const user = await signedInUser({ approved: true });
    const res = await call('/api/auth/profile', { method: 'PUT', token: user.token, body: profile });
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe('Dados salvos com sucesso!');
    expect(res.json.data.user).toMatchObject({
      name: 'Carla Nunes',
      phone: '11987654321',
      cep: '01310100',
      state: 'SP',
      complement: 'Sala 4',
    });
  });

  it.each([
    [{ name: '' }, 'Nome é obrigatório'],
    [{ phone: '1199999' }, 'Informe um telefone válido com DDD.'],
    [{ phone: '(11) 98765-4321 ramal 1234' }, 'Informe um telefone válido com DDD.'],
    [{ cep: '0131010' }, 'Informe um CEP válido (8 dígitos).'],
    [{ state: 'XX' }, 'Informe uma UF válida (ex.: SP).'],
    [{ number: '12345678901' }, 'Número deve ter no máximo 10 caracteres'],
    [{ city: 'x'.repeat(500) }, 'Cidade deve ter no máximo 120 caracteres'],
  ])('%# refuses with the spec message', async (change, message) => {
    const user = await signedInUser({ approved: true });
    const res = await call('/api/auth/profile', { method: 'PUT', token: user.token, body: { ...profile, ...change } });
    expect(res.status).toBe(422);
    expect(res.json.error).toBe(message);
    expect((await call('/api/auth/me', { token: user.token })).json.data.user.phone).toBeNull();
  });

  it('keeps what is left out and stores HTML literally', async () => {
    const user = await signedInUser({ approved: true });
    await call('/api/auth/profile', { method: 'PUT', token: user.token, body: profile });
    const res = await call('/api/auth/profile', { method: 'PUT', token: user.token, body: { address: '<b>Rua</b> das Flores' } });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ address: '<b>Rua</b> das Flores', phone: '11987654321', city: 'São Paulo' });
  });
});
