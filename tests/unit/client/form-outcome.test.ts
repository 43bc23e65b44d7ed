import { describe, expect, it } from 'vitest';
import { asksForFactor, asksForPassword, bannerLifetime, factorCodeBody, fieldErrorsOf, settle, shownBanner } from '~/client/form-outcome';
import { authMessages } from '~/i18n/auth-messages';

describe('the answer to a form', () => {
  it('a refusal shows the server message, or the form message, and the fields it names', () => {
    const refusal = {
      ok: false as const,
      error: 'Título é obrigatório',
      payload: { error: 'x', fields: { title: 'Título é obrigatório' } },
    };
    expect(settle(refusal, {})).toEqual({ ok: false, error: 'Título é obrigatório', fieldErrors: { title: 'Título é obrigatório' } });
    expect(settle(refusal, { errorText: 'Erro ao salvar' })).toMatchObject({ ok: false, error: 'Erro ao salvar' });
    expect(settle({ ok: false, error: 'Erro de conexão. Tente novamente.' }, {})).toEqual({
      ok: false,
      error: 'Erro de conexão. Tente novamente.',
      fieldErrors: {},
    });
  });

  it('reads only text messages from `fields`', () => {
    expect(fieldErrorsOf(undefined)).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ error: 'x' })).toEqual({});
    expect(fieldErrorsOf({ fields: 'x' })).toEqual({});
    expect(fieldErrorsOf({ fields: { name: 'Nome é obrigatório', count: 3, other: null } })).toEqual({ name: 'Nome é obrigatório' });
  });

  it('a success gives its toast (fixed or made from the answer) and its green banner', () => {
    expect(settle({ ok: true, data: null }, {})).toEqual({ ok: true, toast: null, banner: null });
    expect(settle({ ok: true, data: null }, { successToast: 'Salvo!' })).toEqual({ ok: true, toast: 'Salvo!', banner: null });
    expect(settle({ ok: true, data: { auction_id: 7 } }, { successToast: (d) => `Publicado #${d.auction_id}` })).toMatchObject({
      toast: 'Publicado #7',
    });
    expect(settle({ ok: true, data: null }, { successBanner: 'Perfil atualizado' })).toEqual({
      ok: true,
      toast: null,
      banner: { kind: 'success', text: 'Perfil atualizado' },
    });
  });
});

describe('the banner of a form', () => {
  const error = { kind: 'error' as const, text: 'Email já cadastrado' };
  it('shows the submit message first, else the live check once the form was tried', () => {
    expect(shownBanner(error, true, 'Nome é obrigatório')).toBe(error);
    expect(shownBanner(null, false, 'Nome é obrigatório')).toBeNull();
    expect(shownBanner(null, true, 'Nome é obrigatório')).toEqual({ kind: 'error', text: 'Nome é obrigatório' });
    expect(shownBanner(null, true, null)).toBeNull();
  });

  it('stays until the next submit unless its kind has a lifetime', () => {
    const success = { kind: 'success' as const, text: 'Salvo' };
    expect(bannerLifetime(null, { success: 3000 })).toBeNull();
    expect(bannerLifetime(success, undefined)).toBeNull();
    expect(bannerLifetime(success, { success: 3000 })).toBe(3000);
    expect(bannerLifetime(error, { success: 3000 })).toBeNull();
    expect(bannerLifetime(error, { success: 5000, error: 5000 })).toBe(5000);
  });
});

describe('asksForPassword', () => {
  it('is the 403 that asks for the current password, and nothing else', () => {
    expect(asksForPassword({ ok: false, status: 403, error: authMessages.reauthRequired })).toBe(true);
    expect(asksForPassword({ ok: false, status: 403, error: authMessages.forbidden })).toBe(false);
    expect(asksForPassword({ ok: false, status: 401, error: authMessages.reauthRequired })).toBe(false);
    expect(asksForPassword({ ok: true, data: null })).toBe(false);
  });
});

describe('asksForFactor', () => {
  it('is the step-up refused for want of the second factor: 403 with the code factor_required', () => {
    const refusal = {
      ok: false as const,
      status: 403,
      error: authMessages.factorRequired,
      payload: { error: authMessages.factorRequired, code: 'factor_required' },
    };
    expect(asksForFactor(refusal)).toBe(true);
    expect(asksForPassword(refusal)).toBe(false);
    expect(asksForFactor({ ...refusal, status: 401 })).toBe(false);
    expect(asksForFactor({ ...refusal, payload: { error: authMessages.forbidden } })).toBe(false);
    expect(asksForFactor({ ok: true, data: null })).toBe(false);
  });
});

describe('factorCodeBody', () => {
  it('sends six digits as the authenticator app’s code and anything else as a backup code', () => {
    expect(factorCodeBody(' 123456 ')).toEqual({ two_factor_token: '123456' });
    expect(factorCodeBody('abcd-2345')).toEqual({ backup_code: 'abcd-2345' });
    expect(factorCodeBody('12345')).toEqual({ backup_code: '12345' });
  });
});
