/**
 * What an image upload may be: JPEG, PNG, WebP or GIF, recognised by its first bytes (the declared type
 * and the file name are not trusted), at most 5 MB each and 10 per request.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 10,
} as const;

/** Largest multipart body of one upload request: every file at its limit plus the form's own overhead. */
export const UPLOAD_BODY_MAX = IMAGE_UPLOAD.maxFiles * IMAGE_UPLOAD.maxBytes + 256 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Bytes needed by `sniffImageType`. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type announced by a file's magic number, or null when it is not one of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
