import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { specsOf, type SpecRow } from '~/components/scheduling/specs-editor';
import { DEFAULT_EXTENSION_MINUTES } from '~/domain/soft-close';
import { useApiForm } from '~/hooks/use-api-form';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { readLotCreate } from '~/schemas/lot-editing';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/text-field';
import { showAdminBanner } from './admin-banner';
import { CategorySuggestions } from './category-suggestions';
import * as f from './lot-form.css';
import { LotImageList } from './lot-image-list';
import { releasePreviews, storedImageUrls, type LotImageItem } from './lot-image-upload';
import { LotMachineFields, machineValues } from './lot-machine-fields';
import { LotTermsFields } from './lot-terms-fields';

const text = adminLotsText.create;
const labels = text.fields;
const EMPTY = {
  title: '',
  category: '',
  description: '',
  start_price: '',
  ends_at: '',
  reserve_price: '',
  extension_minutes: String(DEFAULT_EXTENSION_MINUTES),
  ...machineValues(),
};

/**
 * The 'Lotes' tab's form: Título, Categoria, Descrição, Preço inicial (comma or dot), Encerramento (São
 * Paulo time), the terms (Preço de reserva, Prorrogação), the machine (Etiqueta patrimonial, Estado funcional,
 * Estado estético), Especificações and Imagens do lote. The fields are checked with the API's own rules before anything is
 * sent; the chosen images are uploaded (with progress), then the lot created. A failure shows in the red
 * banner above the tabs; success clears the form.
 */
export function LotCreateForm({ categories }: { categories: string[] }) {
  const [values, setValues] = useState(EMPTY);
  const [items, setItems] = useState<LotImageItem[]>([]);
  const [specs, setSpecs] = useState<SpecRow[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useApiForm();
  const latest = useRef(items);
  latest.current = items;
  useEffect(() => () => releasePreviews(latest.current), []);

  const field = form.fieldsOf(values, (patch) => setValues((v) => ({ ...v, ...patch })));

  function clear() {
    releasePreviews(items);
    setItems([]);
    setSpecs([]);
    setValues(EMPTY);
    form.setFieldErrors({});
    showAdminBanner(null);
  }

  function submit() {
    const body = { ...values, specs: specsOf(specs) };
    const checked = readLotCreate({ ...body, images: [] });
    if (!checked.ok) return form.setFieldErrors(checked.fields);
    void form.run(
      async () => {
        const stored = await storedImageUrls(items, setProgress);
        setProgress(null);
        if (!stored.ok) return stored;
        return apiRequest('/api/auctions', { method: 'POST', body: { ...body, images: stored.urls }, fallbackError: text.failed });
      },
      { errorTo: showAdminBanner, successToast: text.created, revalidate: true, onSuccess: clear },
    );
  }

  return (
    <form
      className={f.form}
      noValidate
      aria-labelledby="lot-create-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onReset={(event) => {
        event.preventDefault();
        clear();
      }}
    >
      <TextField label={labels.title} name="title" isRequired {...field('title')} />
      <div>
        <TextField label={labels.category} name="category" isRequired list="lot-categories" {...field('category')} />
        <CategorySuggestions id="lot-categories" categories={categories} />
      </div>
      <div className={f.wide}>
        <TextField label={labels.description} name="description" isRequired multiline {...field('description')} />
      </div>
      <TextField label={labels.startPrice} name="start_price" isRequired inputMode="decimal" placeholder="0,00" {...field('start_price')} />
      <TextField
        label={labels.endsAt}
        name="ends_at"
        type="datetime-local"
        isRequired
        description={text.endsAtHelp}
        {...field('ends_at')}
      />
      <LotMachineFields form={form} values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
      <LotTermsFields
        form={form}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        specs={specs}
        onSpecs={setSpecs}
      />
      <div className={f.wide}>
        <LotImageList
          id="lot-create-images"
          items={items}
          onChange={setItems}
          onRejected={(message) => form.setFieldErrors((e) => ({ ...e, images: message ?? '' }))}
          progress={progress}
          isDisabled={form.busy}
        />
        {form.fieldErrors.images && (
          <p role="alert" className={f.error}>
            {form.fieldErrors.images}
          </p>
        )}
      </div>
      <div className={f.buttons}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? text.submitting : text.submit}
        </Button>
        <Button type="reset" variant="secondary" isDisabled={form.busy}>
          {text.clear}
        </Button>
      </div>
    </form>
  );
}
