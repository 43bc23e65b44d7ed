import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { ChevronRightIcon } from './icons';
import * as s from './select.css';

export interface SelectOption {
  id: string;
  label: string;
}

/** A labelled react-aria Select over a short list of options. */
export function Select({
  label,
  options,
  value,
  onChange,
  name,
  className,
  placeholder,
  isRequired,
}: {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  className?: string;
  /** shown while nothing is chosen (value '') */
  placeholder?: string;
  isRequired?: boolean;
}) {
  return (
    <AriaSelect
      selectedKey={value === '' ? null : value}
      isRequired={isRequired}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      name={name}
      className={`${s.select} ${className ?? ''}`}
    >
      <Label className={s.label}>{label}</Label>
      <Button className={s.trigger}>
        <SelectValue>{({ isPlaceholder, defaultChildren }) => (isPlaceholder && placeholder ? placeholder : defaultChildren)}</SelectValue>
        <ChevronRightIcon size={16} className={s.chevron} />
      </Button>
      <Popover className={s.popover}>
        <ListBox className={s.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={s.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
