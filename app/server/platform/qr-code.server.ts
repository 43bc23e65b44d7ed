import { renderSVG } from 'uqr';

/** A text as a QR code: an SVG data URL for an <img>. */
export function qrCodeDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${btoa(renderSVG(text, { border: 2 }))}`;
}
