/** Registration (POST /api/auth/register) through the real Worker and D1: the spec's messages, duplicates, limits. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { API_CLIENT, call, register, registration as base, VALID_PASSWORD } from './fixtures';

describe('POST /api/auth/register', () => {
  it('creates an unapproved PF account with a scrypt hash and answers 201', async () => {
    const body = base();
    const res = await register({ ...body, cpf: body.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({
      email: body.email,
      name: 'Joana Prado',
      is_approved: false,
      is_admin: false,
      accountType: 'PF',
      cpf: body.cpf,
      cnpj: null,
    });
    const row = await env.DB.prepare('select password_hash from users where email = ?').bind(body.email).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect(JSON.stringify(res.json)).not.toContain('scrypt');
  });

  it('creates a PJ account with an alphanumeric CNPJ', async () => {
    const res = await register({ ...base(), accountType: 'PJ', cpf: undefined, cnpj: '12.ABC.345/01DE-35' });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ accountType: 'PJ', cnpj: '12ABC34501DE35', cpf: null });
  });

  it.each([
    [{ name: '' }, 'Nome é obrigatório'],
    [{ name: { $ne: 1 } }, 'Nome é obrigatório'],
    [{ name: 'J' }, 'Nome deve ter pelo menos 2 caracteres'],
    [{ email: undefined }, 'Email é obrigatório'],
    [{ email: 'joana@' }, 'Email inválido'],
    [{ email: ['a@b.co'] }, 'Email é obrigatório'],
    [{ password: null }, 'Senha é obrigatória'],
    [{ password: 'a1' }, 'Senha deve ter pelo menos 6 caracteres'],
    [{ password: '12345678' }, 'Senha deve conter pelo menos uma letra'],
    [{ password: 'abcdefgh' }, 'Senha deve conter pelo menos um número'],
    [{ confirmPassword: 'outra123' }, 'Senhas não coincidem'],
    [{ password: 'Password1' }, 'Essa senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.'],
    [{ password: 'abc123' }, 'Essa senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.'],
    [{ cpf: '' }, 'CPF é obrigatório para conta de Pessoa Física'],
    [{ cpf: '12345678900' }, 'CPF inválido'],
    [{ accountType: 'PJ', cnpj: '' }, 'CNPJ é obrigatório para conta de Pessoa Jurídica'],
    [{ accountType: 'PJ', cnpj: '11222333000100' }, 'CNPJ inválido'],
    [{ name: 'x'.repeat(10_000) }, 'Nome deve ter no máximo 120 caracteres'],
    [{ email: `${'x'.repeat(300)}@example.com` }, 'Email inválido'],
  ])('%# → 422 "%s", nothing stored', async (change, message) => {
    const body = { ...base(), ...change };
    const before = await env.DB.prepare('select count(*) as n from users').first<{ n: number }>();
    const res = await register(body);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ error: message });
    const after = await env.DB.prepare('select count(*) as n from users').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    expect((await call('/api/auth/register', { method: 'POST', body: '{"name":' })).status).toBe(400);
    expect((await call('/api/auth/register', { method: 'POST', body: '[1,2]' })).status).toBe(400);
    const huge = await call('/api/auth/register', { method: 'POST', body: { ...base(), name: 'x'.repeat(100_000) } });
    expect(huge.status).toBe(413);
  });

  it('refuses a duplicate e-mail (any case) or document with a clear message', async () => {
    const first = base();
    expect((await register(first)).status).toBe(201);
    const sameEmail = await register({ ...base(), email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.error).toBe('Já existe uma conta com este email.');
    const sameCpf = await register({ ...base(), cpf: first.cpf });
    expect(sameCpf.status).toBe(409);
    expect(sameCpf.json.error).toBe('Já existe uma conta com este documento.');
  });

  it('answers two simultaneous registrations of one e-mail, or of one CPF, with one 201 and one 409', async () => {
    const first = base();
    const sameEmail = await Promise.all([register(first), register({ ...base(), email: first.email })]);
    expect(sameEmail.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(sameEmail.find((r) => r.status === 409)!.json).toEqual({ error: 'Já existe uma conta com este email.' });

    const second = base();
    const sameCpf = await Promise.all([register(second), register({ ...base(), cpf: second.cpf })]);
    expect(sameCpf.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(sameCpf.find((r) => r.status === 409)!.json).toEqual({ error: 'Já existe uma conta com este documento.' });
  });

  it('stores SQL and HTML in text fields literally', async () => {
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const body = { ...base(), name };
    const res = await register(body);
    expect(res.status).toBe(201);
    const login = await call('/api/auth/login', {
      method: 'POST',
      body: { email: body.email, password: VALID_PASSWORD },
      headers: API_CLIENT,
    });
    const me = await call('/api/auth/me', { token: login.json.data.access_token });
    expect(me.json.data.user.name).toBe(name);
    const stored = await env.DB.prepare('select name from users where email = ?').bind(body.email).first<{ name: string }>();
    expect(stored?.name).toBe(name);
  });

  it('rate-limits registrations per IP', async () => {
    const ip = { 'CF-Connecting-IP': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call('/api/auth/register', { method: 'POST', body: { ...base(), password: 'x' }, headers: ip })).status);
    // Invalid forms are answered without counting; valid ones count.
    expect(statuses.every((s) => s === 422)).toBe(true);
    for (let i = 0; i < 10; i++) await call('/api/auth/register', { method: 'POST', body: base(), headers: ip });
    const refused = await call('/api/auth/register', { method: 'POST', body: base(), headers: ip });
    expect(refused.status).toBe(429);
  });
});
