import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '~/domain/safe-redirect';

/** What the sign-in hook reads: the `redirectTo` parameter of the page's query string, decoded once. */
const redirectParam = (query: string) => new URLSearchParams(query).get('redirectTo');

describe('safeRedirectPath', () => {
  it.each(['/lotes', '/lotes/42?aba=lances', '/painel#pagamentos', '/'])('keeps the path of this site %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    ' /lotes',
    '\t/lotes',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/lotes\\..\\..\\evil',
    '',
  ])('sends %j home', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('sends home nothing at all', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
  });

  it.each([
    ['redirectTo=%2F%2Fevil.example', '/'],
    ['redirectTo=%2F%09%2Fevil.example', '/'],
    ['redirectTo=%2F%5Cevil.example', '/'],
    ['redirectTo=%252F%252Fevil.example', '/'],
    ['redirectTo=%2Flotes%3Fpagina%3D2', '/lotes?pagina=2'],
  ])('reads the query %s as %s', (query, path) => {
    expect(safeRedirectPath(redirectParam(query))).toBe(path);
  });
});
