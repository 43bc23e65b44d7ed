import { describe, expect, it } from 'vitest';
import { API_CLIENT, call, mailsTo, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';

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
  const change = (auth: { token?: string; cookie?: string }, body: object) =>
    call('/api/auth/password', { method: 'PUT', ...auth, headers: auth.cookie ? { Origin: TEST_ORIGIN } : {}, body });

  it('needs the current password; keeps the browser session that changed it and ends every other session and token', async () => {
    const user = await signedInUser();
    const otherBrowser = await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: VALID_PASSWORD } });
    const otherCookie = otherBrowser.headers.get('set-cookie')!.split(';')[0]!;
    const wrong = await change({ cookie: user.cookie }, { current_password: 'Errada123', new_password: 'Nova12345' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Senha atual incorreta.');
    expect((await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: 'semnumero' })).json.error).toBe(
      'Senha deve conter pelo menos um número',
    );
    const ok = await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: 'Nova12345' });
    expect(ok.json.data.message).toBe('Senha alterada com sucesso!');
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
    expect((await call('/api/auth/me', { cookie: otherCookie })).status).toBe(401);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } })).status).toBe(401);
  });

  it('changed from an API client, it ends every bearer session and refresh token, the caller included', async () => {
    const user = await signedInUser();
    const ok = await change({ token: user.token }, { current_password: VALID_PASSWORD, new_password: 'Nova12345' });
    expect(ok.status).toBe(200);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: user.refresh } })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    const again = await call('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'Nova12345' },
      headers: API_CLIENT,
    });
    expect(again.status).toBe(200);
  });

  it('refuses one of the most common passwords, in Portuguese, and e-mails a notice after a change', async () => {
    const user = await signedInUser();
    for (const common of ['password1', 'Abc123', 'qwerty123']) {
      const res = await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: common });
      expect(res.status, common).toBe(422);
      expect(res.json.error).toBe('Essa senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.');
    }
    expect((await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_'))).toEqual([]);
    expect((await change({ cookie: user.cookie }, { current_password: VALID_PASSWORD, new_password: 'Leilao-de-2026' })).status).toBe(200);
    const [notice] = (await mailsTo(user.email)).filter((m) => m.kind.startsWith('security_'));
    expect(notice?.subject).toBe('Arremate — Sua senha foi alterada');
    expect(notice?.text_body).toMatch(/Em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\), a senha da sua conta foi alterada\./);
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
