import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import * as s from './text-field.css';

/**
 * A labelled react-aria text field; `isInvalid` paints it red and shows `errorMessage` under it (linked to
 * the input by aria-describedby); `description` and `adornment` are optional.
 */
export function TextField({
  label,
  description,
  errorMessage,
  adornment,
  inputMode,
  placeholder,
  onKeyUp,
  ...props
}: Omit<TextFieldProps, 'className' | 'children'> & {
  label: string;
  description?: ReactNode;
  errorMessage?: string | null;
  adornment?: ReactNode;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  placeholder?: string;
  onKeyUp?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <AriaTextField {...props} className={s.field}>
      <Label className={s.label}>{label}</Label>
      <div className={s.control}>
        <Input className={s.input} inputMode={inputMode} placeholder={placeholder} onKeyUp={onKeyUp} />
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
