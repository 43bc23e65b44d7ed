import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as s from './button.css';

export type ButtonVariant = keyof typeof s.variant;
export type ButtonSize = keyof typeof s.size;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false, extra?: string) {
  return [s.base, s.variant[variant], s.size[size], block ? s.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** react-aria Button with Arremate's looks. */
export function Button({ variant, size, block, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, size, block, className)} />;
}
