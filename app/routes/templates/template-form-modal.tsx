import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { CategoryConditionFields } from '~/components/scheduling/category-condition-fields';
import * as s from '~/components/scheduling/scheduling.css';
import { SpecsEditor, specRows, specsOf, type SpecRow } from '~/components/scheduling/specs-editor';
import { templateText } from '~/i18n/pt-BR-schedules';
import { TEMPLATE_DURATION } from '~/schemas/schedules';
import type { TemplateDto } from '~/server/schedules/templates.server';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as modal from '~/ui/modal.css';
import { TextField } from '~/ui/text-field';

const text = templateText.form;

interface FormState {
  name: string;
  description: string;
  template_title: string;
  template_description: string;
  template_category: string;
  template_condition: string;
  template_specs: SpecRow[];
  default_start_price: string;
  default_duration_hours: string;
  is_active: boolean;
}

const EMPTY: FormState = {
  name: '',
  description: '',
  template_title: '',
  template_description: '',
  template_category: '',
  template_condition: '',
  template_specs: [],
  default_start_price: '0,00',
  default_duration_hours: String(TEMPLATE_DURATION.default),
  is_active: true,
};

function fromTemplate(t: TemplateDto, name: string): FormState {
  return {
    name,
    description: t.description ?? '',
    template_title: t.template_title ?? '',
    template_description: t.template_description ?? '',
    template_category: t.template_category,
    template_condition: t.template_condition,
    template_specs: specRows(t.template_specs),
    default_start_price: t.default_start_price.toFixed(2).replace('.', ','),
    default_duration_hours: String(t.default_duration_hours),
    is_active: t.is_active,
  };
}

/**
 * 'Novo Template' / 'Editar Template'. `mode` 'duplicate' opens a new template prefilled from another,
 * its name followed by ' (Cópia)'.
 */
export function TemplateFormModal({
  template,
  mode,
  onClose,
  onSaved,
}: {
  template: TemplateDto | null;
  mode: 'new' | 'edit' | 'duplicate';
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<FormState>(() =>
    template ? fromTemplate(template, mode === 'duplicate' ? `${template.name}${templateText.copySuffix}` : template.name) : EMPTY,
  );
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const editing = mode === 'edit' && template;

  async function save() {
    setBusy(true);
    setError(null);
    const res = await apiRequest(editing ? `/api/auction-templates/${template.id}` : '/api/auction-templates', {
      method: editing ? 'PUT' : 'POST',
      body: { ...form, template_specs: specsOf(form.template_specs) },
      fallbackError: templateText.errors.save,
    });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      setFields((res.payload as { fields?: Record<string, string> } | undefined)?.fields ?? {});
      return;
    }
    onSaved();
  }
  const fieldError = (name: string) => fields[name] ?? null;

  return (
    <Modal
      title={editing ? templateText.editTemplate : templateText.newTemplate}
      isOpen
      onClose={onClose}
      closeLabel={text.cancel}
      size="lg"
    >
      <form
        className={s.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={text.name}
          value={form.name}
          onChange={(name) => set({ name })}
          isRequired
          isInvalid={Boolean(fieldError('name'))}
          errorMessage={fieldError('name')}
        />
        <label className={s.label}>
          {text.description}
          <textarea
            className={s.textarea}
            value={form.description}
            required
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
        </label>
        <div className={s.grid2}>
          <CategoryConditionFields
            category={form.template_category}
            condition={form.template_condition}
            onCategory={(template_category) => set({ template_category })}
            onCondition={(template_condition) => set({ template_condition })}
          />
          <TextField label={text.templateTitle} value={form.template_title} onChange={(template_title) => set({ template_title })} />
          <TextField
            label={text.startPrice}
            inputMode="decimal"
            value={form.default_start_price}
            onChange={(default_start_price) => set({ default_start_price })}
            isInvalid={Boolean(fieldError('default_start_price'))}
            errorMessage={fieldError('default_start_price')}
          />
          <TextField
            label={text.duration}
            type="number"
            inputMode="numeric"
            value={form.default_duration_hours}
            onChange={(default_duration_hours) => set({ default_duration_hours })}
            isInvalid={Boolean(fieldError('default_duration_hours'))}
            errorMessage={fieldError('default_duration_hours')}
          />
        </div>
        <label className={s.label}>
          {text.templateDescription}
          <textarea
            className={s.textarea}
            value={form.template_description}
            onChange={(event) => set({ template_description: event.currentTarget.value })}
          />
        </label>
        <SpecsEditor rows={form.template_specs} onChange={(template_specs) => set({ template_specs })} />
        <Checkbox isSelected={form.is_active} onChange={(is_active) => set({ is_active })}>
          {text.active}
        </Checkbox>
        <FormMessage message={error} />
        <div className={modal.footer}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {busy ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
