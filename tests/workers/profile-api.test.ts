import { describe, expect, it } from 'vitest';
import { call, signedInUser, VALID_PASSWORD } from './fixtures';

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

describe('PUT /api/auth/password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await signedInUser();
    const other = await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: VALID_PASSWORD } });
    const wrong = await call('/api/auth/password', {
      method: 'PUT',
      token: user.token,
      body: { current_password: 'Errada123', new_password: 'Nova12345' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Senha atual incorreta.');
    expect(
      (
        await call('/api/auth/password', {
          method: 'PUT',
          token: user.token,
          body: { current_password: VALID_PASSWORD, new_password: 'semnumero' },
        })
      ).json.error,
    ).toBe('Senha deve conter pelo menos um número');
    const ok = await call('/api/auth/password', {
      method: 'PUT',
      token: user.token,
      body: { current_password: VALID_PASSWORD, new_password: 'Nova12345' },
    });
    expect(ok.json.data.message).toBe('Senha alterada com sucesso!');
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await call('/api/auth/me', { token: other.json.data.access_token })).status).toBe(401);
  });
});

describe('/api/notification-settings', () => {
  it('starts with the spec defaults and saves a partial update', async () => {
    const user = await signedInUser();
    const first = await call('/api/notification-settings', { token: user.token });
    expect(first.json.data).toEqual({
      email_notifications: true,
      push_notifications: true,
      bid_outbid: true,
      auction_ending: true,
      auction_won: true,
      auction_lost: true,
      payment_approved: true,
      item_ready: true,
      quiet_hours_start: '22:00',
      quiet_hours_end: '08:00',
    });
    const saved = await call('/api/notification-settings', {
      method: 'PUT',
      token: user.token,
      body: { bid_outbid: false, quiet_hours_start: '23:30' },
    });
    expect(saved.json.data).toMatchObject({ bid_outbid: false, quiet_hours_start: '23:30', auction_won: true });
  });

  it('refuses wrong types, unknown keys and bad times, changing nothing', async () => {
    const user = await signedInUser();
    for (const body of [{ bid_outbid: 'no' }, { quiet_hours_end: '25:00' }, { is_admin: true }, [1]]) {
      const res = await call('/api/notification-settings', { method: 'PUT', token: user.token, body });
      expect(res.status).toBe(422);
      expect(res.json.error).toBe('Configurações inválidas.');
    }
    expect((await call('/api/notification-settings', { token: user.token })).json.data.bid_outbid).toBe(true);
  });
});
