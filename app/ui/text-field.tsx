import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import * as s from './text-field.css';

/**
 * A labelled react-aria text field; `isInvalid` paints it red and shows `errorMessage` under it (linked to
 * the input by aria-describedby); `description` and `adornment` are optional; `multiline` makes it a text area.
 */
export function TextField({
  label,
  description,
  errorMessage,
  adornment,
  inputMode,
  placeholder,
  onKeyUp,
  multiline = false,
  list,
  ...props
}: Omit<TextFieldProps, 'className' | 'children'> & {
  label: string;
  description?: ReactNode;
  errorMessage?: string | null;
  adornment?: ReactNode;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  placeholder?: string;
  onKeyUp?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  multiline?: boolean;
  /** the id of a `<datalist>` of suggestions */
  list?: string;
}) {
  return (
    <AriaTextField {...props} className={s.field}>
      <Label className={s.label}>{label}</Label>
      <div className={s.control}>
        {multiline ? (
          <TextArea className={s.input} rows={4} placeholder={placeholder} />
        ) : (
          <Input className={s.input} inputMode={inputMode} placeholder={placeholder} onKeyUp={onKeyUp} list={list} />
        )}
        {adornment}
      </div>
      {description && (
        <Text slot="description" className={s.description}>
          {description}
        </Text>
      )}
      {errorMessage && <FieldError className={s.error}>{errorMessage}</FieldError>}
    </AriaTextField>
  );
}
