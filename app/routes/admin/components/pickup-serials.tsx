import { equipmentSheetText } from '~/i18n/pt-BR-equipment-sheet';
import * as s from '~/routes/admin/route.css';
import type { PickupSerials } from '~/schemas/equipment-sheet';
import * as own from './pickup-serials.css';

const text = equipmentSheetText.pickup;

/** 'Confira os números de série': the machine's, each drive's and the battery's serial from the lot's report, whole. */
export function PickupSerialsCheck({ serials }: { serials: PickupSerials }) {
  const rows = [
    ...(serials.system ? [{ label: text.machine, serial: serials.system }] : []),
    ...serials.drives.map((d) => ({ label: text.drive(d.model), serial: d.serial })),
    ...(serials.battery ? [{ label: text.battery, serial: serials.battery }] : []),
  ];
  return (
    <section className={own.section} aria-labelledby="pickup-serials-title" data-testid="pickup-serials">
      <h3 className={own.title} id="pickup-serials-title">
        {text.serialsTitle}
      </h3>
      <p className={s.muted}>{text.serialsHelp}</p>
      <dl className={own.list}>
        {rows.map((row, i) => (
          <div key={i} className={s.contents}>
            <dt className={s.term}>{row.label}</dt>
            <dd className={s.value}>
              <code className={own.serial}>{row.serial}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
