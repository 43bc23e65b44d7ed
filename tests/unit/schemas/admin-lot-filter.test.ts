import { describe, expect, it } from 'vitest';
import { readAdminLotFilterLenient, readAdminLotQuery } from '~/schemas/admin-lot-filter';

const params = (query: string) => new URLSearchParams(query);

describe('filters of the admin lot list', () => {
  it('reads every filter, trimmed, leaving empty ones and "all" out', () => {
    expect(
      readAdminLotQuery(params('id=12&title=%20Notebook%20&winner_email=ana@&starts_on=2026-11-01&ends_on=&status=all&page=2')),
    ).toEqual({
      ok: true,
      filter: { id: 12, title: 'Notebook', winner_email: 'ana@', starts_on: '2026-11-01' },
      page: { page: 2, perPage: 20 },
    });
  });

  it('refuses malformed values for the API, with the field named', () => {
    expect(readAdminLotQuery(params('id=x'))).toEqual({ ok: false, message: 'ID inválido' });
    expect(readAdminLotQuery(params('ends_on=2026-13-01'))).toEqual({ ok: false, message: 'Data inválida: use o formato AAAA-MM-DD' });
    expect(readAdminLotQuery(params('status=scheduled'))).toEqual({ ok: false, message: 'Status inválido: use active, closed ou pending' });
    expect(readAdminLotQuery(params('page=1.5'))).toEqual({ ok: false, message: 'Página inválida' });
  });

  it('leaves malformed values out for the page', () => {
    expect(
      readAdminLotFilterLenient(params('aba=leiloes&id=x&title=ssd&status=scheduled&starts_on=2026-02-30&ends_on=2026-02-28')),
    ).toEqual({
      title: 'ssd',
      ends_on: '2026-02-28',
    });
  });
});
