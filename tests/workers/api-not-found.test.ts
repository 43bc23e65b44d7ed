import { describe, expect, it } from 'vitest';
import { get } from './fixtures';

describe('a path the API does not have', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Recurso não encontrado.' });
  });
});
