import { Link } from '@remix-run/react';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import { gradeText } from '~/i18n/pt-BR-grades';
import * as s from './route.css';

/** The lot's condition grades beside its condition, with the link to the page that defines each step. */
export function LotGrades({ functional, cosmetic }: { functional: FunctionalGrade | null; cosmetic: CosmeticGrade | null }) {
  if (!functional && !cosmetic) return null;
  return (
    <p className={s.meta} data-testid="lot-grades">
      {functional && (
        <>
          {gradeText.functionalScale}: <strong>{gradeText.functional[functional]}</strong>
        </>
      )}
      {functional && cosmetic && ' · '}
      {cosmetic && (
        <>
          {gradeText.cosmeticScale}: <strong>{gradeText.cosmetic[cosmetic]}</strong>
        </>
      )}{' '}
      · <Link to={gradeText.page.path}>{gradeText.whatTheyMean}</Link>
    </p>
  );
}
