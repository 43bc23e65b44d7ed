import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Itf25Barcode } from '~/components/boleto/itf25-barcode';
import { formatLinhaDigitavel } from '~/components/boleto/linha-digitavel';

const BARCODE = '23791234500001234563381260083012345678901234';

describe('the boleto’s barcode', () => {
  it('is an image named for screen readers, one viewBox unit per narrow module, printed 0,25 mm a module and 13 mm high', () => {
    const svg = renderToStaticMarkup(createElement(Itf25Barcode, { digits: BARCODE }));
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Código de barras do boleto"');
    // 10 + start 4 + 22 pairs of 18 + stop 5 + 10 modules; 13 mm / 0,25 mm high.
    expect(svg).toContain('viewBox="0 0 425 52"');
    expect(svg).toContain('width="106.25mm"');
    expect(svg).toContain('height="13mm"');
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg.match(/fill="#000"/g)).toHaveLength(2 + 110 + 2);
  });
});

describe('the linha digitável as a bank prints it', () => {
  it('groups the 47 digits: three fields with a dot, the check digit, then due-date factor and value', () => {
    expect(formatLinhaDigitavel('23793381286008301234567890123456789012345678901')).toBe(
      '23793.38128 60083.012345 67890.123456 7 89012345678901',
    );
  });

  it('leaves anything that is not 47 digits as it came', () => {
    expect(formatLinhaDigitavel('123')).toBe('123');
    expect(formatLinhaDigitavel('2379338128600830123456789012345678901234567890a')).toBe('2379338128600830123456789012345678901234567890a');
  });
});
