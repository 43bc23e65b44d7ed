import type { ReactNode } from 'react';
import { Input, Label, Text, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import * as s from './text-field.css';

/** A labelled react-aria text field; `isInvalid` paints it red, `description` and `adornment` are optional. */
export function TextField({
  label,
  description,
  adornment,
  inputMode,
  placeholder,
  onKeyUp,
  ...props
}: Omit<TextFieldProps, 'className' | 'children'> & {
  label: string;
  description?: ReactNode;
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
    </AriaTextField>
  );
}
