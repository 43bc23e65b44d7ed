import { describe, expect, it } from 'vitest';
import { isLotImageUrl, readLotCreate, readLotUpdate, reserveBelowStart } from '~/schemas/lot-editing';

describe('lot image URLs', () => {
  it.each(['/media/uploads/0b6c.png', '/media/lots/notebook/1.webp', 'https://images.example.com/a.jpg'])('accepts %s', (url) =>
    expect(isLotImageUrl(url)).toBe(true),
  );

  it.each([
    'http://images.example.com/a.jpg',
    '/media/../wrangler.toml',
    '/media/secret/a.png',
    '/outra/a.png',
    'javascript:alert(1)',
    'https://u:p@example.com/a.png',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (url) => expect(isLotImageUrl(url)).toBe(false));
});

const lot = (extra: Record<string, unknown> = {}) => ({
  title: 'Notebook',
  description: 'Core i5.',
  category: 'Notebooks',
  start_price: '1.500,00',
  ends_at: new Date(Date.now() + 86_400_000).toISOString(),
  ...extra,
});

describe('a lot’s terms on create', () => {
  it('defaults to no reserve, a 3-minute window and no specs', () => {
    expect(readLotCreate(lot())).toMatchObject({ ok: true, value: { reserve_price: null, extension_minutes: 3, specs: null } });
    expect(readLotCreate(lot({ reserve_price: '', extension_minutes: '', specs: {} }))).toMatchObject({
      ok: true,
      value: { reserve_price: null, extension_minutes: 3, specs: null },
    });
  });

  it('reads the reserve in reais (comma or dot) as cents, the window 0–60 and trimmed specs', () => {
    expect(readLotCreate(lot({ reserve_price: '1.500,00', extension_minutes: '0', specs: { ' Tela ': ' 14" ' } }))).toMatchObject({
      ok: true,
      value: { reserve_price: 150_000, extension_minutes: 0, specs: { Tela: '14"' } },
    });
    expect(readLotCreate(lot({ reserve_price: 2000.5, extension_minutes: 60 }))).toMatchObject({
      ok: true,
      value: { reserve_price: 200_050, extension_minutes: 60 },
    });
  });

  it.each([
    [{ reserve_price: '1.499,99' }, 'reserve_price', 'O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.500,00)'],
    [{ reserve_price: 'x' }, 'reserve_price', 'Preço de reserva inválido'],
    [{ reserve_price: 0 }, 'reserve_price', 'Preço de reserva inválido'],
    [{ extension_minutes: 61 }, 'extension_minutes', 'A prorrogação deve ser um número inteiro de 0 a 60 minutos'],
    [{ extension_minutes: -1 }, 'extension_minutes', 'A prorrogação deve ser um número inteiro de 0 a 60 minutos'],
    [{ extension_minutes: 1.5 }, 'extension_minutes', 'A prorrogação deve ser um número inteiro de 0 a 60 minutos'],
    [{ specs: 'Tela: 14' }, 'specs', 'Especificações inválidas: até 30 itens, cada nome com até 80 caracteres e cada valor com até 500'],
  ])('refuses %o on %s', (extra, field, message) => {
    expect(readLotCreate(lot(extra))).toEqual({ ok: false, message, fields: { [field]: message } });
  });
});

describe('a lot’s terms on edit', () => {
  it('leaves absent terms undefined (unchanged) and reads null as "none"', () => {
    expect(readLotUpdate({ title: 'Novo' })).toEqual({ ok: true, value: { title: 'Novo' } });
    expect(readLotUpdate({ reserve_price: null, specs: null })).toMatchObject({ ok: true, value: { reserve_price: null, specs: null } });
    expect(readLotUpdate({ reserve_price: '2.000,00', extension_minutes: 5 })).toMatchObject({
      ok: true,
      value: { reserve_price: 200_000, extension_minutes: 5 },
    });
  });

  it('refuses a bad window or specs with their message', () => {
    expect(readLotUpdate({ extension_minutes: 99 })).toMatchObject({
      ok: false,
      fields: { extension_minutes: 'A prorrogação deve ser um número inteiro de 0 a 60 minutos' },
    });
    expect(readLotUpdate({ specs: [1] })).toMatchObject({
      ok: false,
      fields: { specs: expect.stringContaining('Especificações inválidas') },
    });
  });
});

describe('reserveBelowStart', () => {
  it('accepts no reserve or one at least the start price, and names the start price otherwise', () => {
    expect(reserveBelowStart(null, 150_000)).toBeNull();
    expect(reserveBelowStart(150_000, 150_000)).toBeNull();
    expect(reserveBelowStart(149_999, 150_000)).toBe('O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.500,00)');
  });
});

describe('a lot’s asset tag and grades', () => {
  it('on create: trimmed, blank or absent as none', () => {
    expect(readLotCreate(lot({ asset_tag: '  NB-0042 ', functional_grade: ' tested', cosmetic_grade: 'B' }))).toMatchObject({
      ok: true,
      value: { asset_tag: 'NB-0042', functional_grade: 'tested', cosmetic_grade: 'B' },
    });
    expect(readLotCreate(lot({ asset_tag: '', functional_grade: '' }))).toMatchObject({
      ok: true,
      value: { asset_tag: null, functional_grade: null, cosmetic_grade: null },
    });
  });

  it('on edit: absent is unchanged, null or blank removes', () => {
    const tagOnly = readLotUpdate({ asset_tag: 'SRV_01.A' });
    expect(tagOnly).toMatchObject({ ok: true, value: { asset_tag: 'SRV_01.A' } });
    expect(tagOnly.ok && [tagOnly.value.functional_grade, tagOnly.value.cosmetic_grade]).toEqual([undefined, undefined]);
    expect(readLotUpdate({ asset_tag: null, functional_grade: '', cosmetic_grade: null })).toMatchObject({
      ok: true,
      value: { asset_tag: null, functional_grade: null, cosmetic_grade: null },
    });
  });

  it.each([
    [{ asset_tag: 'NB 0042' }, 'asset_tag', 'Etiqueta patrimonial inválida: use de 1 a 40 letras, números, ponto, hífen ou sublinhado'],
    [
      { asset_tag: 'x'.repeat(41) },
      'asset_tag',
      'Etiqueta patrimonial inválida: use de 1 a 40 letras, números, ponto, hífen ou sublinhado',
    ],
    [{ asset_tag: 42 }, 'asset_tag', 'Etiqueta patrimonial inválida: use de 1 a 40 letras, números, ponto, hífen ou sublinhado'],
    [{ functional_grade: 'Testado — 100% funcional' }, 'functional_grade', 'Estado funcional inválido'],
    [{ functional_grade: 'excellent' }, 'functional_grade', 'Estado funcional inválido'],
    [{ cosmetic_grade: 'E' }, 'cosmetic_grade', 'Estado estético inválido'],
    [{ cosmetic_grade: 'a' }, 'cosmetic_grade', 'Estado estético inválido'],
  ])('refuses %o on %s, on create and on edit', (extra, field, message) => {
    expect(readLotCreate(lot(extra))).toEqual({ ok: false, message, fields: { [field]: message } });
    expect(readLotUpdate(extra)).toEqual({ ok: false, message, fields: { [field]: message } });
  });
});
