import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../../workers/api/attachment';

describe('attachmentDisposition', () => {
  it('names a plain file as given', () => {
    expect(attachmentDisposition('notebook.lshw.json')).toBe(
      `attachment; filename="notebook.lshw.json"; filename*=UTF-8''notebook.lshw.json`,
    );
  });

  it('keeps quotes and line breaks out of the plain name, and the name as given in filename*', () => {
    const header = attachmentDisposition('a"b\r\nSet-Cookie: x.json');
    expect(header).toContain('filename="a_b__Set-Cookie__x.json"');
    expect(header).toContain(`filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x.json`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition('relatório.json')).toContain('filename="relat_rio.json"');
  });
});
