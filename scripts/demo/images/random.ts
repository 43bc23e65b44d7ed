/** Números pseudoaleatórios determinísticos: hash de texto (FNV-1a) e PRNG (mulberry32). */

/** hash FNV-1a de 32 bits de um texto, por ponto de código */
export function hashStr(s: string): number {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** gerador mulberry32: cada chamada devolve um número em [0, 1) */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
