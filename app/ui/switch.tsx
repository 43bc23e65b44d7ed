import { Switch as AriaSwitch } from 'react-aria-components';
import * as s from './switch.css';

/**
 * A react-aria switch (on/off at once, no save button). `label` names it for assistive technology;
 * `children`, when given, is the visible text (else the label is read but not shown).
 */
export function Switch({
  isSelected,
  onChange,
  label,
  children,
  isDisabled,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  label: string;
  children?: string;
  isDisabled?: boolean;
}) {
  return (
    <AriaSwitch
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className={s.switchRoot}
      aria-label={children ? undefined : label}
    >
      <span className={s.track} aria-hidden="true">
        <span className={s.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
