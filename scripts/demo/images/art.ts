/** A arte de um lote (lot.art): os parâmetros comuns a todos os tipos e a forma dos desenhistas de cada tipo. */
import type { Ctx } from './defs';
import type { Drawing } from './drawing';

/** parâmetros comuns a todos os tipos de produto */
export interface ArtCommon {
  /** chave da marca (ex.: 'dell', 'hp'); ver brands.ts */
  brand?: string;
  model?: string;
  /** cor: nome de paleta do tipo (ex.: 'black', 'silver') ou, em impressora, nobreak e fonte, hexadecimal */
  color?: string;
  /** lote com várias unidades */
  count?: number;
  /** false = sem plaqueta de patrimônio */
  tag?: boolean;
  /** número de patrimônio fixo (padrão: derivado da chave do lote) */
  tagNo?: string;
}

/** as vistas de um lote, na ordem das imagens: frente, outro ângulo / traseira, close-up, com caixa e acessórios */
export const VIEWS = ['hero', 'alt', 'detail', 'kit'] as const;
export type View = (typeof VIEWS)[number];

/** os desenhistas de um tipo de produto, um por vista */
export type KindDrawer<P> = Readonly<Record<View, (ctx: Ctx, p: P) => Drawing>>;

/** várias unidades? */
export const isMany = (p: ArtCommon): boolean => (p.count ?? 1) > 1;
