import { describe, expect, it } from 'vitest';

describe('reconnect policy', () => {
  it('5 attempts: 1 s, 2 s, 4 s, 8 s, 16 s, then none', async () => {
    const { reconnectDelay } = await import('~/domain/reconnect-policy');
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, null]);
  });
});
