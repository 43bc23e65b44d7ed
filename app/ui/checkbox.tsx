import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as s from './checkbox.css';
import { CheckIcon } from './icons';

/** A labelled react-aria checkbox. */
export function Checkbox({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  children: string;
}) {
  return (
    <AriaCheckbox isSelected={isSelected} onChange={onChange} className={s.checkbox}>
      {({ isSelected: selected }) => (
        <>
          <span className={s.box} aria-hidden="true">
            {selected && <CheckIcon size={14} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
