import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister, validateResetConfirm, validateResetRequest, validateTwoFactor } from '~/schemas/auth';

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
  it('two-factor', () => {
    expect(validateTwoFactor({ token: '12345', backupCode: '', useBackup: false })).toBe('Digite um código de 6 dígitos');
    expect(validateTwoFactor({ token: '12a456', backupCode: '', useBackup: false })).toBe('Digite um código de 6 dígitos');
    expect(validateTwoFactor({ token: '123456', backupCode: '', useBackup: false })).toBeNull();
    expect(validateTwoFactor({ token: '', backupCode: ' ', useBackup: true })).toBe('Digite um código de backup');
  });
});
