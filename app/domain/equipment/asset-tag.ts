/**
 * The house's own tag for a machine ('Etiqueta patrimonial'): 1 to 40 letters, digits, '.', '_' or '-',
 * compared exactly (one lot per tag: the bulk import's key).
 */
export const ASSET_TAG_MAX = 40;

const ASSET_TAG = /^[A-Za-z0-9._-]+$/;

export const isAssetTag = (value: string): boolean => value.length >= 1 && value.length <= ASSET_TAG_MAX && ASSET_TAG.test(value);
