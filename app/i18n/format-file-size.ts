/** A file's size in pt-BR, as a download link shows it: KB with one decimal under 1 MB, MB above. */
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `${oneDecimal.format(Math.max(bytes / 1000, 0.1))} KB`;
  return `${oneDecimal.format(bytes / (1000 * 1000))} MB`;
}
