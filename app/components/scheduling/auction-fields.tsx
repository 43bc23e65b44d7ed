import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '~/ui/text-field';
import { CategoryConditionFields } from './category-condition-fields';
import * as s from './scheduling.css';
import { SpecsEditor, type SpecRow } from './specs-editor';

/** A labelled text area of these forms. */
export function TextAreaField({
  label,
  value,
  onChange,
  isRequired = false,
  isInvalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  isInvalid?: boolean;
}) {
  return (
    <label className={s.label}>
      {label}
      <textarea
        className={s.textarea}
        value={value}
        required={isRequired}
        aria-invalid={isInvalid}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}

/**
 * The fields a scheduled auction and a template share: the required first one (Título, Nome), its
 * Descrição, Categoria and Condição followed in their grid by the form's own `children`, whatever
 * `belowGrid` holds, and the Especificações.
 */
export function AuctionFields({
  heading,
  description,
  categories,
  category,
  condition,
  onCategory,
  onCondition,
  specs,
  onSpecs,
  belowGrid,
  children,
}: {
  heading: ComponentProps<typeof TextField>;
  description: ComponentProps<typeof TextAreaField>;
  /** the catalogue's categories, the only ones offered */
  categories: readonly string[];
  category: string;
  condition: string;
  onCategory: (category: string) => void;
  onCondition: (condition: string) => void;
  specs: SpecRow[];
  onSpecs: (rows: SpecRow[]) => void;
  belowGrid?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <TextField isRequired {...heading} />
      <TextAreaField isRequired {...description} />
      <div className={s.grid2}>
        <CategoryConditionFields
          categories={categories}
          category={category}
          condition={condition}
          onCategory={onCategory}
          onCondition={onCondition}
        />
        {children}
      </div>
      {belowGrid}
      <SpecsEditor rows={specs} onChange={onSpecs} />
    </>
  );
}
