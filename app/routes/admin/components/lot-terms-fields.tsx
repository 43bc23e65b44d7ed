import { SpecsEditor, type SpecRow } from '~/components/scheduling/specs-editor';
import type { ApiForm } from '~/hooks/use-api-form';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { TextField } from '~/ui/text-field';
import * as f from './lot-form.css';

const text = adminLotsText.terms;

export interface LotTermsValues {
  reserve_price: string;
  extension_minutes: string;
}

/**
 * A lot's terms and specs on the create form and in 'Condições do leilão': 'Preço de reserva (opcional)',
 * 'Prorrogação (minutos)' (each with the house's rule as help) and the 'Especificações' key/value rows.
 */
export function LotTermsFields({
  form,
  values,
  onChange,
  specs,
  onSpecs,
}: {
  form: ApiForm;
  values: LotTermsValues;
  onChange: (patch: Partial<LotTermsValues>) => void;
  specs: SpecRow[];
  onSpecs: (rows: SpecRow[]) => void;
}) {
  const field = form.fieldsOf(values, onChange);
  return (
    <>
      <TextField
        label={text.reservePrice}
        name="reserve_price"
        inputMode="decimal"
        placeholder="0,00"
        description={text.reserveHelp}
        {...field('reserve_price')}
      />
      <TextField
        label={text.extensionMinutes}
        name="extension_minutes"
        inputMode="numeric"
        description={text.extensionHelp}
        {...field('extension_minutes')}
      />
      <div className={f.wide}>
        <SpecsEditor rows={specs} onChange={onSpecs} />
        {form.fieldErrors.specs && (
          <p role="alert" className={f.error}>
            {form.fieldErrors.specs}
          </p>
        )}
      </div>
    </>
  );
}
