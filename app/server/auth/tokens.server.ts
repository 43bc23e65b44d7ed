import { base64url } from '~/domain/base64url';

/** Random secrets and their SHA-256 hashes (only hashes are stored). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

// base64url lives with the pure rules (the Web Push crypto encodes keys with it); the auth code keeps importing it here.
export { base64url, fromBase64url } from '~/domain/base64url';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
