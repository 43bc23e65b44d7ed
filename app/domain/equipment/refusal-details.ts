/**
 * The `detail` of the 'invalid' refusals that are not a field's path. Apart from the parsers, so that the words
 * (app/i18n/pt-BR-equipment.ts, which pages load) do not bring the parsers and their schemas with them.
 */

/** A file over the size cap (2 MB). */
export const TOO_LARGE_DETAIL = 'tamanho';
/** An empty (or blank) file. */
export const EMPTY_DETAIL = 'vazio';
/** A drive or battery file without the machine's lshw file. */
export const MISSING_LSHW_DETAIL = 'lshw_ausente';
/** A second file of the same drive (same serial). */
export const DUPLICATE_SERIAL_DETAIL = 'serial_repetido';
/** Two files of the same name. */
export const DUPLICATE_NAME_DETAIL = 'nome_repetido';
