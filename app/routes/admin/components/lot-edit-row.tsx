import { useState } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button } from '~/ui/button';
import * as table from '~/ui/data-table.css';
import { FormMessage } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { CategorySuggestions } from './category-suggestions';

const text = adminLotsText;
const fields = text.create.fields;

/**
 * A row of the lots table in edit mode: title, category and end (São Paulo time) in place; 'Salvar' sends
 * only what changed (trimmed), 'Cancelar' leaves the row as it was. Refusals show under their field.
 */
export function LotEditRow({
  lot,
  categories,
  endsAt,
  onDone,
}: {
  lot: AdminLot;
  categories: string[];
  endsAt: string;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(lot.title);
  const [category, setCategory] = useState(lot.category);
  const [ends, setEnds] = useState(endsAt);
  const form = useApiForm();
  const listId = `categories-${lot.id}`;

  function save() {
    const body: Record<string, string> = {};
    if (title.trim() !== lot.title) body.title = title.trim();
    if (category.trim() !== lot.category) body.category = category.trim();
    if (ends && ends !== endsAt) body.ends_at = ends;
    if (Object.keys(body).length === 0) return onDone();
    void form.submit(
      `/api/auctions/${lot.id}`,
      { method: 'PUT', body, fallbackError: text.edit.failed },
      { successToast: text.edit.saved, revalidate: true, onSuccess: onDone },
    );
  }

  return (
    <tr data-testid={`lot-${lot.id}`}>
      <td>{lot.id}</td>
      <td>
        <TextField label={fields.title} value={title} onChange={setTitle} {...form.invalid('title')} />
      </td>
      <td>
        <TextField label={fields.category} value={category} onChange={setCategory} {...form.invalid('category')} list={listId} />
        <CategorySuggestions id={listId} categories={categories} />
      </td>
      <td colSpan={4}>
        <FormMessage {...form.banner} />
      </td>
      <td>{/* starts: not editable */}</td>
      <td colSpan={2}>
        <TextField
          label={fields.endsAt}
          type="datetime-local"
          value={ends}
          onChange={setEnds}
          {...form.invalid('ends_at')}
          description={text.create.endsAtHelp}
        />
      </td>
      <td>
        <div className={table.actions}>
          <Button size="sm" isDisabled={form.busy} onPress={save}>
            {text.edit.save}
          </Button>
          <Button size="sm" variant="secondary" onPress={onDone}>
            {text.edit.cancel}
          </Button>
        </div>
      </td>
    </tr>
  );
}
