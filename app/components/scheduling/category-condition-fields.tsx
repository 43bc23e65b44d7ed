import { LOT_CONDITIONS } from '~/domain/lot-condition';
import { SCHEDULE_CATEGORIES, scheduleText } from '~/i18n/pt-BR-schedules';
import { Select } from '~/ui/select';

const text = scheduleText.form;
const categoryOptions = SCHEDULE_CATEGORIES.map((c) => ({ id: c, label: c }));
const conditionOptions = LOT_CONDITIONS.map((c) => ({ id: c, label: c }));

/** 'Categoria' and 'Condição' of a schedule or a template: the spec's lists, both required. */
export function CategoryConditionFields({
  category,
  condition,
  onCategory,
  onCondition,
}: {
  category: string;
  condition: string;
  onCategory: (category: string) => void;
  onCondition: (condition: string) => void;
}) {
  const fields = [
    { label: text.category, options: categoryOptions, value: category, onChange: onCategory },
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
