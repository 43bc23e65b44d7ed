/** Dados estáveis de um lote impressos nas etiquetas: número de patrimônio, número de série e homologação. */
import { hashStr, mulberry32 } from './random';
import { range } from './values';

export interface Identity {
  /** número da plaqueta de patrimônio */
  tagNo: string;
  serial: string;
  serialLong: string;
  /** número de homologação Anatel */
  anatel: string;
}

/** o que identifica um lote: a chave e, opcionalmente, um número de patrimônio fixo */
export interface IdentitySource {
  key: string;
  art?: { tagNo?: string };
}

/** dados estáveis de um lote: número de patrimônio, número de série */
export function lotIdentity(lot: IdentitySource): Identity {
  const h = hashStr(lot.key);
  const r = mulberry32(h ^ 0x9e3779b9);
  const alnum = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const sn = (n: number) =>
    range(n)
      .map(() => alnum[Math.floor(r() * alnum.length)])
      .join('');
  return {
    tagNo: lot.art?.tagNo ?? String(1000 + (h % 98000)).padStart(6, '0'),
    serial: sn(7),
    serialLong: sn(4) + '-' + sn(4) + '-' + sn(4),
    anatel: `${String((h % 90000) + 10000).padStart(5, '0')}-${String(16 + (h % 8))}-0${(h % 9000) + 1000}`,
  };
}
