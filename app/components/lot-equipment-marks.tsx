import { Link } from '@remix-run/react';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import { equipmentFilterText } from '~/i18n/pt-BR-equipment-filters';
import { gradeText } from '~/i18n/pt-BR-grades';
import { visuallyHidden } from '~/styles/utility.css';
import { CheckIcon } from '~/ui/icons';
import * as s from './lot-equipment-marks.css';

export interface LotEquipmentMarksProps {
  functional: FunctionalGrade | null;
  cosmetic: CosmeticGrade | null;
  /** the lot has a hardware report */
  verified: boolean;
  /** the lot's wipe certificate covers every drive */
  wiped: boolean;
}

/**
 * The lot card's line of equipment facts: the two grades in short (a link to the page that defines them), and
 * the marks 'Verificado' and 'Dados apagados' — words, with an icon beside them at most.
 */
export function LotEquipmentMarks({ functional, cosmetic, verified, wiped }: LotEquipmentMarksProps) {
  const grades = [functional && gradeText.functionalShort[functional], cosmetic && gradeText.cosmeticShort[cosmetic]].filter(Boolean);
  if (grades.length === 0 && !verified && !wiped) return null;
  return (
    <p className={s.marks}>
      {grades.length > 0 && (
        <Link to={gradeText.page.path} className={s.grades}>
          <span className={visuallyHidden}>{gradeText.cardPrefix} </span>
          {grades.join(' · ')}
        </Link>
      )}
      {verified && (
        <span className={`${s.mark} ${s.verified}`}>
          <CheckIcon size={12} />
          {equipmentFilterText.card.verified}
        </span>
      )}
      {wiped && <span className={`${s.mark} ${s.wiped}`}>{equipmentFilterText.card.wiped}</span>}
    </p>
  );
}
