/** Our image URLs: `/media/<key>`, where the key names an object in R2 under `lots/`, `banners/` or `uploads/`. */
export const MEDIA_PREFIX = '/media/';

const SAFE_KEY = /^(?:lots|banners|uploads)\/[A-Za-z0-9._/-]{1,200}$/;

export function isSafeMediaKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The R2 key behind one of our `/media/…` URLs, or null for anything else. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isSafeMediaKey(key) ? key : null;
}
