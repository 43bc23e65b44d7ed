/**
 * Image uploads (lots and banners): each file is checked by its bytes, stored in R2 under a new random
 * key with the type its bytes announce, and served by `/media/…`. All or nothing: one bad file refuses
 * the whole request before anything is stored.
 */
import { IMAGE_EXTENSIONS, IMAGE_UPLOAD, SNIFF_BYTES, sniffImageType, type ImageType } from '~/domain/image-upload';
import { mediaUrl } from '~/domain/media-url';
import type { Db } from '~/server/db/client.server';
import { audit, type Actor } from '~/server/platform/audit.server';

export type UploadRefusal = 'no_files' | 'too_many' | 'too_large' | 'not_image';

export type UploadResult = { ok: true; urls: string[] } | { ok: false; reason: UploadRefusal };

type Checked = { ok: true; type: ImageType } | { ok: false; reason: UploadRefusal };

async function checkFile(file: File): Promise<Checked> {
  if (file.size > IMAGE_UPLOAD.maxBytes) return { ok: false, reason: 'too_large' };
  const type = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  return type ? { ok: true, type } : { ok: false, reason: 'not_image' };
}

export async function storeImages(db: Db, bucket: R2Bucket, actor: Actor, files: File[]): Promise<UploadResult> {
  if (files.length === 0) return { ok: false, reason: 'no_files' };
  if (files.length > IMAGE_UPLOAD.maxFiles) return { ok: false, reason: 'too_many' };
  const types: ImageType[] = [];
  for (const file of files) {
    const checked = await checkFile(file);
    if (!checked.ok) return checked;
    types.push(checked.type);
  }
  const keys = types.map((type) => `uploads/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`);
  await Promise.all(
    files.map(async (file, i) =>
      bucket.put(keys[i]!, await file.arrayBuffer(), {
        httpMetadata: { contentType: types[i]! },
        customMetadata: { uploadedBy: String(actor.userId) },
      }),
    ),
  );
  await audit(db, { actorUserId: actor.userId, action: 'media.upload', targetType: 'media', details: { keys }, ip: actor.ip });
  return { ok: true, urls: keys.map(mediaUrl) };
}
