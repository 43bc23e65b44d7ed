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
  layout = 'inline',
}: {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  className?: string;
  /** shown while nothing is chosen (value '' and no option for it) */
  placeholder?: string;
  isRequired?: boolean;
  /** `inline`: the label beside the list (filters); `stacked`: above it, as a form's fields are */
  layout?: 'inline' | 'stacked';
}) {
  const stacked = layout === 'stacked';
  // '' is a value like any other when an option stands for it (a filter's 'Todos'); otherwise it is no choice yet.
  const chosen = value === '' && !options.some((option) => option.id === '') ? null : value;
  return (
    <AriaSelect
      selectedKey={chosen}
      isRequired={isRequired}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      name={name}
      className={`${stacked ? s.stacked : s.select} ${className ?? ''}`}
    >
      <Label className={stacked ? s.stackedLabel : s.label}>{label}</Label>
      <Button className={stacked ? `${s.trigger} ${s.stackedTrigger}` : s.trigger}>
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
