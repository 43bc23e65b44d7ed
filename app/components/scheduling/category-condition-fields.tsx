import { LOT_CONDITIONS } from '~/domain/lot-condition';
import { scheduleText } from '~/i18n/pt-BR-schedules';
import { Select } from '~/ui/select';

const text = scheduleText.form;
const conditionOptions = LOT_CONDITIONS.map((c) => ({ id: c, label: c }));

/** 'Categoria' (one of the catalogue's `categories`) and 'Condição' (the spec's list) of a schedule or a template, both required. */
export function CategoryConditionFields({
  categories,
  category,
  condition,
  onCategory,
  onCondition,
}: {
  categories: readonly string[];
  category: string;
  condition: string;
  onCategory: (category: string) => void;
  onCondition: (condition: string) => void;
}) {
  const fields = [
    { label: text.category, options: categories.map((c) => ({ id: c, label: c })), value: category, onChange: onCategory },
    { label: text.condition, options: conditionOptions, value: condition, onChange: onCondition },
  ];
  return (
    <>
      {fields.map((field) => (
        <Select key={field.label} {...field} placeholder={text.choose} isRequired layout="stacked" />
      ))}
    </>
  );
}
