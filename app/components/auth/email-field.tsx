import { accountText } from '~/i18n/pt-BR-account';
import { TextField } from '~/ui/text-field';

/** The required 'Email' of the sign-in forms: `username` where it names an account, `email` for a new one. */
export function EmailField({
  value,
  onChange,
  autoComplete,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'username' | 'email';
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={accountText.auth.email}
      type="email"
      name="email"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      isRequired
      autoFocus={autoFocus}
      inputMode="email"
    />
  );
}
