/**
 * What a machine's firmware (the SMBIOS tables lshw reads) says about its maker, model and serial, made fit to show:
 * the placeholders firmware prints when it says nothing are no value at all, makers go by the name they sell
 * under ('LENOVO' → 'Lenovo', 'Hewlett-Packard' → 'HP'), and the model loses the SKU lshw appends to it
 * ('Latitude 5410 (09D1)' → 'Latitude 5410'), or is the name Lenovo's SKU or version field carries
 * ('20XW0055BR (LENOVO_MT_20XW_BU_Think_FM_ThinkPad X1 Carbon Gen 9)' → 'ThinkPad X1 Carbon Gen 9').
 */

/** What firmware tables (and lshw -sanitize) print when they say nothing, compared in lower case. */
const PLACEHOLDERS = new Set([
  '',
  'n/a',
  'na',
  'none',
  'null',
  'unknown',
  'invalid',
  'not specified',
  'not applicable',
  'not available',
  'not defined',
  'not supported by cpu',
  'default string',
  'to be filled by o.e.m.',
  'to be filled by oem',
  'tbd by odm',
  'tbd by oem',
  'o.e.m.',
  'oem',
  'system manufacturer',
  'system product name',
  'system version',
  'system serial number',
  'chassis serial number',
  'base board serial number',
  'system skunumber',
  'type1productconfigid',
  'no dimm',
  'empty',
  '[empty]',
  '[removed]',
]);

/** Filler serials: a run of zeros, the digits in order. */
const FILLER_SERIAL = /^(0+|0?123456789|1234567890)$/;
/** Module placeholders some BIOSes print for every bank ('Manufacturer0', 'PartNum1', 'SerNum0'). */
const NUMBERED_PLACEHOLDER = /^(manufacturer|partnum|sernum|serial ?number|asset ?tag)\d*$/i;

/** The value with its spaces run together, or null when it is a placeholder. */
export function knownText(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return PLACEHOLDERS.has(text.toLowerCase()) || NUMBERED_PLACEHOLDER.test(text) ? null : text;
}

/** A serial number, or null when the firmware printed a filler instead. */
export function knownSerial(value: string | null | undefined): string | null {
  const serial = knownText(value);
  return serial === null || FILLER_SERIAL.test(serial) ? null : serial;
}

/** Makers (of machines, and of the graphics and network chips lshw lists) whose firmware spells them otherwise than they sell. */
const MAKER_NAMES: readonly [RegExp, string][] = [
  [/^lenovo$/i, 'Lenovo'],
  [/^dell( inc\.?)?$/i, 'Dell'],
  [/^(hp|hewlett[- ]packard( company)?)$/i, 'HP'],
  [/^asustek computer inc\.?$/i, 'ASUS'],
  [/^acer$/i, 'Acer'],
  [/^fujitsu$/i, 'Fujitsu'],
  [/^fujitsu siemens$/i, 'Fujitsu Siemens'],
  [/^toshiba$/i, 'Toshiba'],
  [/^samsung electronics co\., ?ltd\.?$/i, 'Samsung'],
  [/^micro-star international co\., ?ltd\.?$/i, 'MSI'],
  [/^gigabyte technology co\., ?ltd\.?$/i, 'Gigabyte'],
  [/^apple inc\.?$/i, 'Apple'],
  [/^sony corporation$/i, 'Sony'],
  [/^microsoft corporation$/i, 'Microsoft'],
  [/^intel corp(oration|\.)?$/i, 'Intel'],
  [/^nvidia corporation$/i, 'NVIDIA'],
  [/^advanced micro devices,? inc\.?( \[amd(\/ati)?\])?$/i, 'AMD'],
  [/^realtek semiconductor co\., ?ltd\.?$/i, 'Realtek'],
  [/^broadcom (inc\.|limited|corporation)( and subsidiaries)?$/i, 'Broadcom'],
  [/^positivo (tecnologia|inform[aá]tica) s\.?\/?a\.?$/i, 'Positivo'],
];

/** The maker as it sells, or null when the firmware does not say. */
export function makerName(vendor: string | null | undefined): string | null {
  const known = knownText(vendor);
  if (known === null) return null;
  return MAKER_NAMES.find(([pattern]) => pattern.test(known))?.[1] ?? known;
}

/** Lenovo's SKU names the product after `_FM_` ('LENOVO_MT_20HR_BU_Think_FM_ThinkPad X1 Carbon 5th'). */
const LENOVO_SKU_NAME = /_FM_(.+)$/;
/** Dell servers' SKU ('SKU=NotProvided;ModelName=PowerEdge R730'). */
const DELL_SKU_NAME = /(?:^|;)ModelName=([^;]+)/;

export interface FirmwareIdentity {
  /** lshw's root `product`: DMI's product name, with ` (SKU)` appended when there is one */
  product?: string | undefined;
  /** lshw's root `version`: where Lenovo puts the product's name ('ThinkCentre M92p') */
  version?: string | undefined;
  /** lshw's root `configuration.sku` */
  sku?: string | null | undefined;
  /** the maker as `makerName` gives it */
  maker: string | null;
}

/** The model as it sells ('ThinkPad X1 Carbon Gen 9', 'Latitude 5410', 'PowerEdge R730'), or null. */
export function modelName({ product, version, sku, maker }: FirmwareIdentity): string | null {
  let model = (product ?? '').trim();
  const skuText = (sku ?? '').trim();
  if (skuText && model.endsWith(` (${skuText})`)) model = model.slice(0, -(skuText.length + 3));
  const skuName = knownText(LENOVO_SKU_NAME.exec(skuText)?.[1] ?? DELL_SKU_NAME.exec(skuText)?.[1]);
  if (maker === 'Lenovo') {
    // Lenovo's product name is the machine type ('20HRCTO1WW'); the name is its version, else in the SKU.
    const named = knownText(version);
    return named && named.toLowerCase() !== 'lenovo' ? named : (skuName ?? knownText(model));
  }
  return knownText(model) ?? skuName;
}

/** Maker and model as one name ('Dell Latitude 5410'), the maker left out when the model already says it ('HP EliteDesk 800 G5 SFF'). */
export function machineName(system: { vendor: string | null; model: string | null }): string | null {
  const { vendor, model } = system;
  if (!model) return vendor;
  if (!vendor || model.toLowerCase().startsWith(`${vendor.toLowerCase()} `)) return model;
  return `${vendor} ${model}`;
}
