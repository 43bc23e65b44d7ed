import { useState } from 'react';
import { specRows, specsOf, type SpecRow } from '~/components/scheduling/specs-editor';
import { reaisInputValue } from '~/domain/money-input';
import { useApiForm } from '~/hooks/use-api-form';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import * as s from '~/routes/admin/route.css';
import { readLotUpdate } from '~/schemas/lot-editing';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as m from '~/ui/modal.css';
import * as f from './lot-form.css';
import { LotMachineFields, machineValues, type LotMachineValues } from './lot-machine-fields';
import { LotTermsFields, type LotTermsValues } from './lot-terms-fields';

const text = adminLotsText.terms;

/**
 * 'Condições do leilão' of one lot: its reserve, its extension window, its machine (asset tag and grades) and
 * its specs. The reserve and the window are the room's and change only while the lot has no bids (the server
 * answers 409 after); the rest may change until the lot closes.
 */
export function LotTermsModal({ lot, onClose }: { lot: AdminLot; onClose: () => void }) {
  const [values, setValues] = useState<LotTermsValues & LotMachineValues>({
    reserve_price: reaisInputValue(lot.reserve_price),
    extension_minutes: String(lot.extension_minutes),
    ...machineValues(lot),
  });
  const [specs, setSpecs] = useState<SpecRow[]>(() => specRows(lot.specs));
  const form = useApiForm();

  function save() {
    // Blank reserve: none (null); the specs as a whole (none: null).
    const body = {
      reserve_price: values.reserve_price.trim() || null,
      extension_minutes: values.extension_minutes,
      specs: specsOf(specs),
      asset_tag: values.asset_tag,
      functional_grade: values.functional_grade,
      cosmetic_grade: values.cosmetic_grade,
    };
    const checked = readLotUpdate(body);
    if (!checked.ok) return form.setFieldErrors(checked.fields);
    void form.submit(
      `/api/auctions/${lot.id}`,
      { method: 'PUT', body, fallbackError: adminLotsText.edit.failed },
      { successToast: adminLotsText.edit.saved, revalidate: true, onSuccess: onClose },
    );
  }

  return (
    <Modal title={text.title} isOpen onClose={onClose} closeLabel={adminPanelText.close} size="lg">
      <form
        className={m.body}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p className={s.muted}>
          #{lot.id} · {lot.title}
        </p>
        <div className={f.form}>
          <LotMachineFields form={form} values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
          <LotTermsFields
            form={form}
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            specs={specs}
            onSpecs={setSpecs}
          />
        </div>
        <FormMessage {...form.banner} />
        <div className={m.footer}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={form.busy}>
            {form.busy ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
