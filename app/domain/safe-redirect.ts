/** A path on this site to return to (after login), or '/' for anything else (other hosts, `//`, `/\`). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
