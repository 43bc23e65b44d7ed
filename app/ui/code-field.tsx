import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A 6-digit code; a backup code has up to 32 characters of any kind. */
const DIGITS = 6;
const BACKUP_MAX = 32;

/**
 * A required one-time code: the authenticator app's or a release code (6 digits, the numeric keyboard,
 * anything else dropped as it is typed), or with `backup` a 2FA backup code. The browser may fill it in
 * (`one-time-code`).
 */
export function CodeField({
  onChange,
  backup = false,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'onChange' | 'inputMode' | 'autoComplete' | 'type'> & {
  onChange: (code: string) => void;
  backup?: boolean;
}) {
  return (
    <TextField
      isRequired
      {...props}
      onChange={(value) => onChange(backup ? value.slice(0, BACKUP_MAX) : value.replace(/\D/g, '').slice(0, DIGITS))}
      inputMode={backup ? 'text' : 'numeric'}
      autoComplete="one-time-code"
    />
  );
}
