import { describe, expect, it } from 'vitest';
import {
  firstRefusal,
  passwordChangeSchema,
  twoFactorCode,
  twoFactorDisableSchema,
  twoFactorSchema,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetConfirm,
  validateResetRequest,
} from '~/schemas/auth';

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  accountType: 'PF',
  cpf: '529.982.247-25',
  cnpj: '',
};

describe('register validation, in the spec order', () => {
  it.each([
    [{ name: '' }, 'Nome é obrigatório'],
    [{ name: ' A ' }, 'Nome deve ter pelo menos 2 caracteres'],
    [{ email: '' }, 'Email é obrigatório'],
    [{ email: 'ana@' }, 'Email inválido'],
    [{ password: '' }, 'Senha é obrigatória'],
    [{ password: 'a1b2c' }, 'Senha deve ter pelo menos 6 caracteres'],
    [{ password: '123456' }, 'Senha deve conter pelo menos uma letra'],
    [{ password: 'abcdef' }, 'Senha deve conter pelo menos um número'],
    [{ confirmPassword: 'outra1' }, 'Senhas não coincidem'],
    [{ cpf: '' }, 'CPF é obrigatório para conta de Pessoa Física'],
    [{ cpf: '529.982.247-24' }, 'CPF inválido'],
    [{ accountType: 'PJ', cnpj: '' }, 'CNPJ é obrigatório para conta de Pessoa Jurídica'],
    [{ accountType: 'PJ', cnpj: '11.222.333/0001-82' }, 'CNPJ inválido'],
  ])('%j → %s', (change, message) => expect(validateRegister({ ...valid, ...change })).toBe(message));

  it('reports the first failing rule only', () => {
    expect(validateRegister({ ...valid, name: '', email: 'x', password: '' })).toBe('Nome é obrigatório');
    expect(validateRegister({ ...valid, email: 'x', password: '' })).toBe('Email inválido');
  });

  it('accepts valid PF and PJ accounts, alphanumeric CNPJ included', () => {
    expect(validateRegister(valid)).toBeNull();
    expect(validateRegister({ ...valid, accountType: 'PJ', cpf: '', cnpj: '12.ABC.345/01DE-35' })).toBeNull();
  });

  it('caps lengths with a clear message', () => {
    expect(validateRegister({ ...valid, name: 'a'.repeat(500) })).toBe('Nome deve ter no máximo 120 caracteres');
    expect(validateRegister({ ...valid, password: 'a1'.repeat(100), confirmPassword: undefined })).toBe(
      'Senha deve ter no máximo 128 caracteres',
    );
  });
});

describe('other account forms', () => {
  it('login', () => {
    expect(validateLogin({ email: 'x', password: 'a' })).toBe('Email inválido');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Preencha a senha');
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
  it('password reset', () => {
    expect(validateResetRequest({ email: ' ' })).toBe('Informe seu email');
    expect(validateResetRequest({ email: 'nope' })).toBe('Email inválido');
    expect(validateResetConfirm({ password: '', confirmPassword: '' })).toBe('Todos os campos são obrigatórios');
    expect(validateResetConfirm({ password: 'abc123', confirmPassword: 'abc124' })).toBe('As senhas não coincidem');
    expect(validateResetConfirm({ password: 'ab1', confirmPassword: 'ab1' })).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(validateResetConfirm({ password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });
  it("password reset: both fields and their match before the new password's own rules", () => {
    expect(validateResetConfirm({ password: 'abcdefg', confirmPassword: 'abcdefh' })).toBe('As senhas não coincidem');
    expect(validateResetConfirm({ password: 'abcdefg', confirmPassword: '' })).toBe('Todos os campos são obrigatórios');
    expect(validateResetConfirm({ password: 'abcdefg', confirmPassword: 'abcdefg' })).toBe('Senha deve conter pelo menos um número');
    // The command line's check: no confirmation.
    expect(validateResetConfirm({ password: 'abc123' })).toBeNull();
  });
  it('two-factor', () => {
    const code = (token: string) => firstRefusal(twoFactorSchema, { useBackup: false, token });
    expect(code('12345')).toBe('Digite um código de 6 dígitos');
    expect(code('12a456')).toBe('Digite um código de 6 dígitos');
    expect(code('123456')).toBeNull();
    expect(firstRefusal(twoFactorSchema, { useBackup: true, backupCode: ' ' })).toBe('Digite um código de backup');
    expect(firstRefusal(twoFactorSchema, { useBackup: true, backupCode: 'x'.repeat(33) })).toBe('Digite um código de backup');
    expect(firstRefusal(twoFactorSchema, { useBackup: true, backupCode: ' abcd-1234 ' })).toBeNull();
    expect(firstRefusal(twoFactorCode, '654321')).toBeNull();
  });
  it('turning two-factor off: the password first, then the code', () => {
    expect(firstRefusal(twoFactorDisableSchema, { password: '', token: '1' })).toBe('Preencha a senha');
    expect(firstRefusal(twoFactorDisableSchema, { password: 'x', token: '1' })).toBe('Digite um código de 6 dígitos');
    expect(firstRefusal(twoFactorDisableSchema, { password: 'x', token: '123456' })).toBeNull();
  });
  it("password change: the new password's rules, then its confirmation (when the form sends one)", () => {
    const change = { currentPassword: 'antiga1', newPassword: 'novinha1' };
    expect(firstRefusal(passwordChangeSchema, { ...change, currentPassword: '' })).toBe('Preencha a senha');
    expect(firstRefusal(passwordChangeSchema, { ...change, newPassword: 'novinha', confirmPassword: 'x' })).toBe(
      'Senha deve conter pelo menos um número',
    );
    expect(firstRefusal(passwordChangeSchema, { ...change, confirmPassword: 'novinha2' })).toBe('Senhas não coincidem');
    expect(firstRefusal(passwordChangeSchema, { ...change, confirmPassword: 'novinha1' })).toBeNull();
    expect(firstRefusal(passwordChangeSchema, change)).toBeNull();
  });
  it("profile, in the form's order", () => {
    const profile = {
      name: 'Ana Souza',
      phone: '(11) 98765-4321',
      cep: '01310-100',
      address: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
    };
    expect(validateProfile(profile)).toBeNull();
    expect(validateProfile({ ...profile, name: '', phone: '1' })).toBe('Nome é obrigatório');
    expect(validateProfile({ ...profile, phone: '1', cep: '1' })).toBe('Informe um telefone válido com DDD.');
    expect(validateProfile({ ...profile, cep: '1' })).toBe('Informe um CEP válido (8 dígitos).');
    expect(validateProfile({ ...profile, number: '12345678901' })).toBe('Número deve ter no máximo 10 caracteres');
    expect(validateProfile({ ...profile, state: 'XX' })).toBe('Informe uma UF válida (ex.: SP).');
    expect(validateProfile({ ...profile, city: 'c'.repeat(121) })).toBe('Cidade deve ter no máximo 120 caracteres');
    expect(validateProfile({ ...profile, cep: '', state: '' })).toBeNull();
  });
});
