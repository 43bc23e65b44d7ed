import { siteText } from '~/i18n/pt-BR';
import type { LotSpecs as Specs } from '~/schemas/lot-specs';
import * as s from './lot-specs.css';

/** 'Especificações técnicas': the lot's specs as a definition list (plain markup, no client code of its own). */
export function LotSpecs({ specs, className }: { specs: Specs | null; className: string }) {
  const entries = Object.entries(specs ?? {});
  if (entries.length === 0) return null;
  return (
    <section className={className} aria-labelledby="lot-specs-title">
      <h2 className={s.title} id="lot-specs-title">
        {siteText.lot.specs}
      </h2>
      <dl className={s.list} data-testid="lot-specs">
        {entries.map(([key, value]) => (
          <div key={key} className={s.row}>
            <dt className={s.term}>{key}</dt>
            <dd className={s.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
