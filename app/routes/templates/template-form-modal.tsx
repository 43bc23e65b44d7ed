import { useState } from 'react';
import { AuctionFields, TextAreaField } from '~/components/scheduling/auction-fields';
import { AuctionFormModal } from '~/components/scheduling/auction-form-modal';
import { specRows, specsOf, type SpecRow } from '~/components/scheduling/specs-editor';
import { offeredCategories } from '~/domain/categories';
import { useApiForm } from '~/hooks/use-api-form';
import { templateText } from '~/i18n/pt-BR-schedules';
import { TEMPLATE_DURATION } from '~/schemas/schedules';
import type { TemplateDto } from '~/server/schedules/templates.server';
import { Checkbox } from '~/ui/checkbox';
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
  categories,
  mode,
  onClose,
  onSaved,
}: {
  template: TemplateDto | null;
  /** the catalogue's active categories (a template being edited may keep its own, though retired) */
  categories: readonly string[];
  mode: 'new' | 'edit' | 'duplicate';
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<FormState>(() =>
    template ? fromTemplate(template, mode === 'duplicate' ? `${template.name}${templateText.copySuffix}` : template.name) : EMPTY,
  );
  const form = useApiForm();
  const set = (patch: Partial<FormState>) => setValues((v) => ({ ...v, ...patch }));
  const field = form.fieldsOf(values, set);
  const editing = mode === 'edit' && template;

  function save() {
    void form.submit(
      editing ? `/api/auction-templates/${template.id}` : '/api/auction-templates',
      {
        method: editing ? 'PUT' : 'POST',
        body: { ...values, template_specs: specsOf(values.template_specs) },
        fallbackError: templateText.errors.save,
      },
      { successToast: templateText.saved, revalidate: true, onSuccess: onSaved },
    );
  }

  return (
    <AuctionFormModal
      title={editing ? templateText.editTemplate : templateText.newTemplate}
      onClose={onClose}
      form={form}
      onSubmit={save}
      text={text}
    >
      <AuctionFields
        categories={offeredCategories(categories, editing ? template.template_category : null)}
        heading={{ label: text.name, ...field('name') }}
        description={{ label: text.description, ...field('description') }}
        category={values.template_category}
        condition={values.template_condition}
        onCategory={(template_category) => set({ template_category })}
        onCondition={(template_condition) => set({ template_condition })}
        specs={values.template_specs}
        onSpecs={(template_specs) => set({ template_specs })}
        belowGrid={<TextAreaField label={text.templateDescription} {...field('template_description')} />}
      >
        <TextField label={text.templateTitle} {...field('template_title')} />
        <TextField label={text.startPrice} inputMode="decimal" {...field('default_start_price')} />
        <TextField label={text.duration} type="number" inputMode="numeric" {...field('default_duration_hours')} />
      </AuctionFields>
      <Checkbox isSelected={values.is_active} onChange={(is_active) => set({ is_active })}>
        {text.active}
      </Checkbox>
    </AuctionFormModal>
  );
}
