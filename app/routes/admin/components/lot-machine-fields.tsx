import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '~/domain/equipment/grades';
import type { ApiForm } from '~/hooks/use-api-form';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { gradeText } from '~/i18n/pt-BR-grades';
import { Select } from '~/ui/select';
import { TextField } from '~/ui/text-field';
import * as f from './lot-form.css';

const text = equipmentAdminText.fields;

export interface LotMachineValues {
  asset_tag: string;
  functional_grade: string;
  cosmetic_grade: string;
}

/** '' stands for "no grade" in the lists, and is sent as such (the server reads blank as none). */
const functionalOptions = [{ id: '', label: text.noGrade }, ...FUNCTIONAL_GRADES.map((g) => ({ id: g, label: gradeText.functional[g] }))];
const cosmeticOptions = [{ id: '', label: text.noGrade }, ...COSMETIC_GRADES.map((g) => ({ id: g, label: gradeText.cosmetic[g] }))];

export const machineValues = (lot?: { asset_tag: string | null; functional_grade: string | null; cosmetic_grade: string | null }) => ({
  asset_tag: lot?.asset_tag ?? '',
  functional_grade: lot?.functional_grade ?? '',
  cosmetic_grade: lot?.cosmetic_grade ?? '',
});

/**
 * A lot's machine on the create form and in 'Condições do leilão': 'Etiqueta patrimonial' (the house's tag,
 * unique) and the two published grades, 'Estado funcional' and 'Estado estético'. A refusal shows under
 * its field.
 */
export function LotMachineFields({
  form,
  values,
  onChange,
}: {
  form: ApiForm;
  values: LotMachineValues;
  onChange: (patch: Partial<LotMachineValues>) => void;
}) {
  const field = form.fieldsOf(values, onChange);
  const grades = [
    { name: 'functional_grade', label: text.functionalGrade, options: functionalOptions },
    { name: 'cosmetic_grade', label: text.cosmeticGrade, options: cosmeticOptions },
  ] as const;
  return (
    <>
      <TextField label={text.assetTag} name="asset_tag" description={text.assetTagHelp} {...field('asset_tag')} />
      {grades.map((grade) => (
        <div key={grade.name}>
          <Select
            label={grade.label}
            name={grade.name}
            options={grade.options}
            value={values[grade.name]}
            onChange={(value) => onChange({ [grade.name]: value })}
            layout="stacked"
          />
          {form.fieldErrors[grade.name] && (
            <p role="alert" className={f.error}>
              {form.fieldErrors[grade.name]}
            </p>
          )}
        </div>
      ))}
    </>
  );
}
