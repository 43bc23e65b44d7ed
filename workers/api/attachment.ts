/**
 * `Content-Disposition` for a download whose name came from someone's upload: the plain `filename` keeps only
 * safe ASCII (no quote, no line break can end the header's value early), `filename*` carries the name as given.
 */
export function attachmentDisposition(name: string): string {
  const plain = name.replace(/[^A-Za-z0-9._-]/g, '_') || 'arquivo';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
