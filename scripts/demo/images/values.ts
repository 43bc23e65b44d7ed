/** Utilidades de valores: sequências, interpolação e consulta a tabelas com valor padrão. */

/** [0, 1, …, n-1] */
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** table[key], ou `fallback` quando a chave falta (ou não foi dada) */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string | undefined, fallback: T): T {
  return (key === undefined ? undefined : table[key]) ?? fallback;
}
