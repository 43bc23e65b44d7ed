/** Stands for this site when resolving a path: only a path that stays on it is kept. */
const THIS_SITE = 'http://arremate.invalid';

/**
 * Whitespace and control characters (browsers drop tabs and newlines: `/\t/host` becomes `//host`),
 * backslashes (read as `/`), and a slash or backslash percent-encoded right after the first slash (one
 * decoding away from `//host`).
 */
const HOSTILE = /[\s\p{Cc}\\]|^\/%(?:2f|5c)/iu;

/**
 * A path on this site to return to (after login), or '/' for anything else: other hosts (`//host`,
 * `https://host`, `/\host`), other schemes (`javascript:`), and anything a browser or a decoding could
 * turn into one.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || HOSTILE.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return '/';
  }
  return url.origin === THIS_SITE ? value : '/';
}
