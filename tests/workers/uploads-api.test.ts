/** Image uploads (POST /api/uploads): real images only, checked by their bytes, stored in R2 and served from /media. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, JPEG, PNG, signedInUser, uploadedCount, uploadImages, type Member, type UploadFile } from './fixtures';

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

/** A multipart upload; `token` null: as a visitor. */
const upload = (files: UploadFile[], token: string | null = admin.token, field?: string) => uploadImages(files, token, field);

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

describe('POST /api/uploads', () => {
  it('stores real images under new keys and serves them from /media with their type', async () => {
    const big = new Uint8Array(1024 * 1024);
    big.set(PNG);
    const res = await upload([
      { bytes: PNG, name: 'foto.png', type: 'image/png' },
      { bytes: JPEG, name: 'foto.png', type: 'image/png' }, // a JPEG whatever its name says
      { bytes: big, name: 'grande.png', type: 'image/png' }, // over the 64 KB JSON cap
    ]);
    expect(res.status).toBe(201);
    expect(res.json.urls).toEqual(res.json.data.urls);
    const [png, jpeg, large] = res.json.urls as string[];
    expect(png).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(jpeg).toMatch(/\.jpg$/);
    for (const [url, type, bytes] of [
      [png, 'image/png', PNG],
      [jpeg, 'image/jpeg', JPEG],
      [large, 'image/png', big],
    ] as const) {
      const media = await get(url!);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe(type);
      expect(sameBytes(new Uint8Array(await media.arrayBuffer()), bytes)).toBe(true);
    }
  });

  it('refuses what is not an image, too large, too many or nothing, and stores nothing', async () => {
    const before = await uploadedCount();
    const text = new TextEncoder().encode('isto não é uma imagem');
    const oversized = new Uint8Array(5 * 1024 * 1024 + 1);
    oversized.set(PNG);
    const cases: [Awaited<ReturnType<typeof upload>>, number, string][] = [
      [await upload([{ bytes: text, name: 'foto.png', type: 'image/png' }]), 415, 'Apenas arquivos de imagem (JPEG, PNG, WebP ou GIF)'],
      [
        await upload([
          { bytes: PNG, name: 'a.png', type: 'image/png' },
          { bytes: text, name: 'b.png', type: 'image/png' },
        ]),
        415,
        'Apenas arquivos de imagem (JPEG, PNG, WebP ou GIF)',
      ],
      [await upload([{ bytes: oversized, name: 'enorme.png', type: 'image/png' }]), 413, 'Cada imagem deve ter no máximo 5 MB'],
      [
        await upload(Array.from({ length: 11 }, (_, i) => ({ bytes: PNG, name: `${i}.png`, type: 'image/png' }))),
        400,
        'Envie no máximo 10 imagens por vez',
      ],
      [await upload([]), 400, 'Selecione ao menos uma imagem'],
      [await upload([{ bytes: PNG, name: 'a.png', type: 'image/png' }], admin.token, 'foto'), 400, 'Selecione ao menos uma imagem'],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(res.json.error).toBe(message);
    }
    const json = await call('/api/uploads', { method: 'POST', token: admin.token, body: { images: ['x'] } });
    expect(json.status).toBe(400);
    expect(await uploadedCount()).toBe(before);
  });
});
