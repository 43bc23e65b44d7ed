import type { ButtonHTMLAttributes } from 'react';
import * as s from './button.css';

export type ButtonVariant = keyof typeof s.variant;
export type ButtonSize = keyof typeof s.size;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false, extra?: string) {
  return [s.base, s.variant[variant], s.size[size], block ? s.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'onClick' | 'disabled'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
  onPress?: () => void;
  isDisabled?: boolean;
}

/**
 * A native button with Arremate's looks, with react-aria's prop names. Plain buttons are on every page,
 * so they stay native (see docs/decisions/0006); composite widgets use react-aria-components.
 */
export function Button({ variant, size, block, className, onPress, isDisabled, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClass(variant, size, block, className)} disabled={isDisabled} onClick={onPress} />;
}
