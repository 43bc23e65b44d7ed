import { useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button } from '~/ui/button';
import * as table from '~/ui/data-table.css';
import { FormMessage } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useToast } from '~/ui/toasts/toast-provider';
import { CategorySuggestions } from './category-suggestions';

const text = adminLotsText;
const fields = text.create.fields;

type FieldErrors = Partial<Record<'title' | 'category' | 'ends_at', string>>;

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
  const toast = useToast();
  const revalidator = useRevalidator();
  const [title, setTitle] = useState(lot.title);
  const [category, setCategory] = useState(lot.category);
  const [ends, setEnds] = useState(endsAt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = `categories-${lot.id}`;

  async function save() {
    const body: Record<string, string> = {};
    if (title.trim() !== lot.title) body.title = title.trim();
    if (category.trim() !== lot.category) body.category = category.trim();
    if (ends && ends !== endsAt) body.ends_at = ends;
    if (Object.keys(body).length === 0) return onDone();
    setBusy(true);
    const result = await apiRequest(`/api/auctions/${lot.id}`, { method: 'PUT', body, fallbackError: text.edit.failed });
    setBusy(false);
    if (!result.ok) {
      const payload = result.payload as { fields?: FieldErrors } | undefined;
      setErrors(payload?.fields ?? {});
      setError(result.error);
      return;
    }
    toast.show('success', text.edit.saved);
    revalidator.revalidate();
    onDone();
  }

  return (
    <tr data-testid={`lot-${lot.id}`}>
      <td>{lot.id}</td>
      <td>
        <TextField label={fields.title} value={title} onChange={setTitle} isInvalid={Boolean(errors.title)} errorMessage={errors.title} />
      </td>
      <td>
        <TextField
          label={fields.category}
          value={category}
          onChange={setCategory}
          isInvalid={Boolean(errors.category)}
          errorMessage={errors.category}
          list={listId}
        />
        <CategorySuggestions id={listId} categories={categories} />
      </td>
      <td colSpan={4}>
        <FormMessage message={error} />
      </td>
      <td>{/* starts: not editable */}</td>
      <td colSpan={2}>
        <TextField
          label={fields.endsAt}
          type="datetime-local"
          value={ends}
          onChange={setEnds}
          isInvalid={Boolean(errors.ends_at)}
          errorMessage={errors.ends_at}
          description={text.create.endsAtHelp}
        />
      </td>
      <td>
        <div className={table.actions}>
          <Button size="sm" isDisabled={busy} onPress={() => void save()}>
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
