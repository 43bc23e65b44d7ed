import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Itf25Barcode } from '~/components/boleto/itf25-barcode';

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
