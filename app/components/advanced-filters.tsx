import { useLocation, useNavigate } from '@remix-run/react';
import { useId, useState, type FormEvent } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { siteText } from '~/i18n/pt-BR';
import { formText } from '~/schemas/form-fields';
import { STATUS_FILTERS, type StatusFilter } from '~/schemas/lot-list-query';
import { Button } from '~/ui/button';
import { DateField } from '~/ui/date-field';
import { FilterIcon } from '~/ui/icons';
import { Select } from '~/ui/select';
import * as s from './advanced-filters.css';
import { equipmentFilterChips, type EquipmentFilterValues } from './equipment-filter-chips';
import {
  EquipmentFilterFields,
  equipmentChoiceOf,
  equipmentParams,
  NO_EQUIPMENT_CHOICE,
  NO_EQUIPMENT_PARAMS,
} from './equipment-filter-fields';
import { withParams } from './filter-bar';
import { LoginHint } from './login-hint';

const STATUS_OPTIONS = STATUS_FILTERS.map((id) => ({ id, label: siteText.list.statusOptions[id] }));

export interface AdvancedFilterValues {
  minPrice?: string;
  maxPrice?: string;
  status: StatusFilter;
  endBefore?: string;
  equipment: EquipmentFilterValues;
}

/**
 * /lotes advanced filters: price range (members only: prices are private), status, end-before day, and the
 * equipment (memory, storage, battery, grades, wipe certificate).
 */
export function AdvancedFilters({ values, canFilterPrice }: { values: AdvancedFilterValues; canFilterPrice: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const panelId = useId();
  const active =
    Boolean(values.minPrice || values.maxPrice || values.endBefore || values.status !== 'all') ||
    equipmentFilterChips(values.equipment).length > 0;
  const [open, setOpen] = useState(active);
  const [status, setStatus] = useState<string>(values.status);
  const [equipment, setEquipment] = useState(() => equipmentChoiceOf(values.equipment));
  // A chip or a link changed the URL: the panel's choices follow it (as its text fields do, by `key`).
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setStatus(values.status);
    setEquipment(equipmentChoiceOf(values.equipment));
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => formText(form, name).trim() || undefined;
    navigate(
      withParams(pathname, search, {
        minPrice: canFilterPrice ? field('minPrice') : undefined,
        maxPrice: canFilterPrice ? field('maxPrice') : undefined,
        status: status === 'all' ? undefined : status,
        endBefore: field('endBefore'),
        ...equipmentParams(form, equipment),
      }),
      { preventScrollReset: true },
    );
  }

  function clear() {
    setStatus('all');
    setEquipment(NO_EQUIPMENT_CHOICE);
    navigate(
      withParams(pathname, search, {
        minPrice: undefined,
        maxPrice: undefined,
        status: undefined,
        endBefore: undefined,
        ...NO_EQUIPMENT_PARAMS,
      }),
    );
  }

  return (
    <section className={s.wrapper}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen((o) => !o)}>
        <FilterIcon size={16} />
        {siteText.list.advancedFilters}
      </Button>
      {open && (
        <form id={panelId} className={s.panel} onSubmit={apply} key={search}>
          <TextField name="minPrice" defaultValue={values.minPrice ?? ''} isDisabled={!canFilterPrice} className={s.field}>
            <Label className={s.label}>{siteText.list.minPrice}</Label>
            <Input className={s.input} inputMode="decimal" placeholder="0,00" />
          </TextField>
          <TextField name="maxPrice" defaultValue={values.maxPrice ?? ''} isDisabled={!canFilterPrice} className={s.field}>
            <Label className={s.label}>{siteText.list.maxPrice}</Label>
            <Input className={s.input} inputMode="decimal" placeholder="0,00" />
          </TextField>
          <div className={s.field}>
            <Select label={siteText.list.status} options={STATUS_OPTIONS} value={status} onChange={setStatus} className={s.stacked} />
          </div>
          <DateField label={siteText.list.endBefore} name="endBefore" defaultValue={values.endBefore} />
          <EquipmentFilterFields values={values.equipment} choice={equipment} onChoice={setEquipment} />
          {!canFilterPrice && <LoginHint className={s.fullRow} />}
          <div className={s.buttons}>
            <Button type="submit" size="sm">
              {siteText.list.apply}
            </Button>
            <Button type="button" variant="ghost" size="sm" onPress={clear}>
              {siteText.list.clear}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
