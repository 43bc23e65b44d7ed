import { describe, expect, it } from 'vitest';
import { knownSerial, knownText, machineName, makerName, modelName } from '~/domain/equipment/firmware-text';

describe('knownText and knownSerial', () => {
  it.each([
    '',
    '  ',
    'N/A',
    'n/a',
    'None',
    'Not Specified',
    'To Be Filled By O.E.M.',
    'Default string',
    'System Product Name',
    '[Empty]',
    'PartNum0',
  ])('take %j for no value', (placeholder) => {
    expect(knownText(placeholder)).toBeNull();
  });

  it('keeps a real value with its spaces run together', () => {
    expect(knownText('  Intel(R) Core(TM) i5 CPU       M 460  ')).toBe('Intel(R) Core(TM) i5 CPU M 460');
  });

  it.each(['0123456789', '123456789', '00000000', '[REMOVED]', 'System Serial Number'])(
    'take the filler serial %j for no serial',
    (serial) => {
      expect(knownSerial(serial)).toBeNull();
    },
  );

  it('keeps a real serial, trimmed', () => {
    expect(knownSerial(' 2958')).toBe('2958');
  });
});

describe('makerName', () => {
  it.each([
    ['LENOVO', 'Lenovo'],
    ['Dell Inc.', 'Dell'],
    ['Hewlett-Packard', 'HP'],
    ['FUJITSU', 'Fujitsu'],
    ['ASUSTeK COMPUTER INC.', 'ASUS'],
    ['Intel Corporation', 'Intel'],
    ['Advanced Micro Devices, Inc. [AMD/ATI]', 'AMD'],
    ['QEMU', 'QEMU'],
  ])('names %j as %j', (vendor, name) => {
    expect(makerName(vendor)).toBe(name);
  });

  it("takes 'System manufacturer' for no maker", () => {
    expect(makerName('System manufacturer')).toBeNull();
  });
});

describe('modelName', () => {
  it.each([
    [
      'a Lenovo by the name in its SKU',
      {
        product: '20XW0055BR (LENOVO_MT_20XW_BU_Think_FM_ThinkPad X1 Carbon Gen 9)',
        sku: 'LENOVO_MT_20XW_BU_Think_FM_ThinkPad X1 Carbon Gen 9',
        maker: 'Lenovo',
      },
      'ThinkPad X1 Carbon Gen 9',
    ],
    [
      'a Lenovo by its version',
      { product: 'HuronRiver Platform (System SKUNumber)', version: 'Lenovo B570', sku: 'System SKUNumber', maker: 'Lenovo' },
      'Lenovo B570',
    ],
    ['a Dell without its SKU', { product: 'Latitude 5410 (09D1)', sku: '09D1', maker: 'Dell' }, 'Latitude 5410'],
    [
      'a Dell server by the name in its SKU',
      {
        product: 'PowerEdge R730 (SKU=NotProvided;ModelName=PowerEdge R730)',
        sku: 'SKU=NotProvided;ModelName=PowerEdge R730',
        maker: 'Dell',
      },
      'PowerEdge R730',
    ],
    ['an HP without its part number', { product: 'HP ProBook 450 G2 (F5R46AV)', sku: 'F5R46AV', maker: 'HP' }, 'HP ProBook 450 G2'],
    ['a model without a SKU', { product: 'OptiPlex 3020', maker: 'Dell' }, 'OptiPlex 3020'],
  ])('names %s', (_, identity, name) => {
    expect(modelName(identity)).toBe(name);
  });

  it('gives no model when the firmware names none', () => {
    expect(modelName({ product: 'System Product Name (To Be Filled By O.E.M.)', sku: 'To Be Filled By O.E.M.', maker: null })).toBeNull();
  });
});

describe('machineName', () => {
  it('puts the maker before the model, unless the model already begins with it', () => {
    expect(machineName({ vendor: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 9' })).toBe('Lenovo ThinkPad X1 Carbon Gen 9');
    expect(machineName({ vendor: 'HP', model: 'HP EliteDesk 800 G5 SFF' })).toBe('HP EliteDesk 800 G5 SFF');
    expect(machineName({ vendor: 'Lenovo', model: 'Lenovo B570' })).toBe('Lenovo B570');
  });

  it('says what is known, and nothing when nothing is', () => {
    expect(machineName({ vendor: null, model: 'LIFEBOOK E782' })).toBe('LIFEBOOK E782');
    expect(machineName({ vendor: 'Acer', model: null })).toBe('Acer');
    expect(machineName({ vendor: null, model: null })).toBeNull();
  });
});
