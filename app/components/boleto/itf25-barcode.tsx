import { itf25Bars } from '~/domain/itf25';
import { chargeText } from '~/i18n/pt-BR-charges';
import * as s from './itf25-barcode.css';

/** FEBRABAN's narrow bar, in millimetres, and the barcode's height. */
const NARROW_MM = 0.25;
const HEIGHT_MM = 13;

/**
 * A boleto's 44-digit barcode (ITF-25) as an SVG: one viewBox unit per narrow module, so every bar has a
 * whole width and prints crisp; printed at FEBRABAN's size (0,25 mm narrow bar, 13 mm high).
 */
export function Itf25Barcode({ digits, className }: { digits: string; className?: string }) {
  const { bars, width } = itf25Bars(digits);
  const height = HEIGHT_MM / NARROW_MM;
  return (
    <svg
      role="img"
      aria-label={chargeText.page.barcodeLabel}
      viewBox={`0 0 ${width} ${height}`}
      width={`${width * NARROW_MM}mm`}
      height={`${HEIGHT_MM}mm`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className={className ? `${s.barcode} ${className}` : s.barcode}
      data-testid="boleto-barcode"
    >
      <rect x={0} y={0} width={width} height={height} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
