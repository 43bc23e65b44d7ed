import { describe, expect, it } from 'vitest';
import { formatBRL, formatCalendarDay, formatCountdown, formatDate, formatDateTime, formatReais, formatTime } from '~/i18n/format';

describe('formatBRL', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(1000)).toBe('R$ 10,00');
    expect(formatBRL(123456789012)).toBe('R$ 1.234.567.890,12');
    expect(formatBRL(-150)).toBe('-R$ 1,50');
  });
});

describe('formatReais', () => {
  it('writes an amount given in reais like formatBRL writes its cents', () => {
    expect(formatReais(1234.56)).toBe('R$ 1.234,56');
    expect(formatReais(1510.5)).toBe('R$ 1.510,50');
    expect(formatReais(0)).toBe('R$ 0,00');
    expect(formatReais(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatReais(19.999)).toBe('R$ 20,00');
    expect(formatReais(-1.5)).toBe('-R$ 1,50');
  });
});

describe('dates in America/Sao_Paulo', () => {
  it('formats dd/mm/aaaa HH:mm at UTC−3', () => {
    expect(formatDateTime('2026-11-22T02:30:00.000Z')).toBe('21/11/2026 23:30');
    expect(formatDateTime('2026-01-05T15:07:00Z')).toBe('05/01/2026 12:07');
    expect(formatDate('2026-03-01T02:59:59Z')).toBe('28/02/2026');
  });
  it('says a time of day as HH:mm in São Paulo (a new end of a lot)', () => {
    expect(formatTime('2026-11-22T02:30:59.000Z')).toBe('23:30');
    expect(formatTime(Date.parse('2026-01-05T15:07:00Z'))).toBe('12:07');
    expect(formatTime('not a date')).toBe('Data não disponível');
  });
  it('turns a calendar day around', () => {
    expect(formatCalendarDay('2026-11-22')).toBe('22/11/2026');
  });
  it('says so when a date is missing or invalid', () => {
    expect(formatDateTime(null)).toBe('Data não disponível');
    expect(formatDate('not a date')).toBe('Data não disponível');
  });
});

describe('formatCountdown', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('uses days when there are days, hours otherwise', () => {
    expect(formatCountdown('2026-11-24T15:04:05Z', now)).toBe('2d 3h 4m 5s');
    expect(formatCountdown('2026-11-22T13:01:01Z', now)).toBe('1h 1m 1s');
    expect(formatCountdown('2026-11-22T12:00:09Z', now)).toBe('0h 0m 9s');
  });
  it('is "—" without an end and "Encerrado" once over', () => {
    expect(formatCountdown(null, now)).toBe('—');
    expect(formatCountdown('2026-11-22T12:00:00Z', now)).toBe('Encerrado');
    expect(formatCountdown('2026-11-01T00:00:00Z', now)).toBe('Encerrado');
  });
});
