/**
 * The catalogue's equipment filters ('Filtros avançados' of /lotes), their removable chips, and the lot card's
 * marks. Grade words come from pt-BR-grades.ts.
 */
import type { StorageFilter } from '~/domain/equipment/catalogue-filters';
import type { CosmeticGrade } from '~/domain/equipment/grades';
import { formatInteger } from './format-figures';
import { gradeText } from './pt-BR-grades';

/** 'B — marcas leves ou melhor': the cosmetic filter includes the better grades (A has none above it). */
const cosmeticOrBetter = (grade: CosmeticGrade) => (grade === 'A' ? gradeText.cosmetic.A : `${gradeText.cosmetic[grade]} ou melhor`);

const storageOptions: Record<StorageFilter, string> = { solid: 'SSD ou NVMe', nvme: 'Somente NVMe' };

export const equipmentFilterText = {
  heading: 'Equipamento',
  minMemory: 'Memória mínima (GB)',
  minStorage: 'Armazenamento mínimo (GB)',
  storage: 'Tipo de armazenamento',
  any: 'Qualquer',
  storageOptions,
  minBattery: 'Saúde mínima da bateria (%)',
  functional: gradeText.functionalScale,
  cosmetic: gradeText.cosmeticScale,
  cosmeticOrBetter,
  wiped: 'Com certificado de apagamento',
  gradesHelp: gradeText.whatTheyMean,
  /** under a numeric field the browser refuses to submit */
  wholeNumberBetween: (min: number, max: number) => `Informe um número inteiro de ${formatInteger(min)} a ${formatInteger(max)}.`,
  chips: {
    label: 'Filtros aplicados',
    minMemory: (gb: number) => `Memória ≥ ${formatInteger(gb)} GB`,
    minStorage: (gb: number) => `Armazenamento ≥ ${formatInteger(gb)} GB`,
    minBattery: (percent: number) => `Bateria ≥ ${percent}%`,
    remove: (label: string) => `Remover filtro: ${label}`,
  },
  /** the lot card's marks: a hardware report, a wipe certificate covering every drive */
  card: { verified: 'Verificado', wiped: 'Dados apagados' },
};
