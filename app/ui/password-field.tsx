import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { passwordStrength } from '~/domain/password-strength';
import { accountText } from '~/i18n/pt-BR-account';
import * as s from './password-field.css';
import { TextField } from './text-field';

const text = accountText.auth;

/**
 * A required password field. `onToggle` adds the 'Mostrar senha'/'Ocultar senha' button (`shown` alone:
 * a confirmation that follows another field's button); `capsLockWarning` warns while Caps Lock is on;
 * `strengthHint` rates a new password as it is typed.
 */
export function PasswordField({
  autoComplete,
  shown = false,
  onToggle,
  capsLockWarning = false,
  strengthHint = false,
  description,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'adornment' | 'onKeyUp' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
  shown?: boolean;
  onToggle?: () => void;
  capsLockWarning?: boolean;
  strengthHint?: boolean;
}) {
  const [capsLock, setCapsLock] = useState(false);
  const strength = strengthHint && props.value ? passwordStrength(props.value) : null;
  return (
    <TextField
      isRequired
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      onKeyUp={
        capsLockWarning ? (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState?.('CapsLock') ?? false) : undefined
      }
      adornment={
        onToggle && (
          <button type="button" className={s.toggle} onClick={onToggle} aria-pressed={shown}>
            {shown ? text.hidePassword : text.showPassword}
          </button>
        )
      }
      description={
        capsLockWarning && capsLock ? (
          <span className={s.warning}>{text.capsLock}</span>
        ) : strength ? (
          <span className={s.strength} data-strength={strength}>
            {text.strength}: <strong>{strength}</strong>
          </span>
        ) : (
          description
        )
      }
    />
  );
}
