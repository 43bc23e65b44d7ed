import { useState, type FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { openLogin } from '~/client/auth-events';
import { normalizeCnpj, onlyDigits } from '~/domain/documents';
import { maskCnpj, maskCpf } from '~/domain/masks';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, registerSchema } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { PasswordField } from '~/ui/password-field';
import { TextField } from '~/ui/text-field';
import * as s from './auth-modals.css';
import { EmailField } from './email-field';

const text = accountText.auth;

/** 'Criar sua conta': Pessoa Física (CPF) or Jurídica (CNPJ); once created, the login modal opens. */
export function RegisterForm({ onDone, onLogin }: { onDone: () => void; onLogin: () => void }) {
  const [accountType, setAccountType] = useState<'PF' | 'PJ'>('PF');
  const [documentValue, setDocument] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const form = useApiForm({
    check: firstRefusal(registerSchema, {
      name,
      email,
      password,
      confirmPassword,
      accountType,
      cpf: accountType === 'PF' ? documentValue : '',
      cnpj: accountType === 'PJ' ? documentValue : '',
    }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      '/api/auth/register',
      {
        method: 'POST',
        body: {
          name: name.trim(),
          email: email.trim(),
          password,
          accountType,
          ...(accountType === 'PF' ? { cpf: onlyDigits(documentValue) } : { cnpj: normalizeCnpj(documentValue) }),
        },
        fallbackError: text.registerError,
      },
      {
        successToast: text.registered,
        onSuccess: () => {
          onDone();
          setTimeout(openLogin, 500);
        },
      },
    );
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <RadioGroup
        className={s.radioGroup}
        value={accountType}
        onChange={(value) => {
          setAccountType(value as 'PF' | 'PJ');
          setDocument(''); // switching type clears the other document
        }}
        orientation="horizontal"
      >
        <Label className={s.groupLabel}>{text.accountType}</Label>
        <div className={s.radios}>
          <Radio value="PF" className={s.radio}>
            {text.pf}
          </Radio>
          <Radio value="PJ" className={s.radio}>
            {text.pj}
          </Radio>
        </div>
      </RadioGroup>
      <TextField
        key={accountType}
        label={accountType === 'PF' ? text.cpf : text.cnpj}
        name={accountType === 'PF' ? 'cpf' : 'cnpj'}
        value={documentValue}
        onChange={(v) => setDocument(accountType === 'PF' ? maskCpf(v) : maskCnpj(v))}
        inputMode={accountType === 'PF' ? 'numeric' : 'text'}
        placeholder={accountType === 'PF' ? '000.000.000-00' : '00.000.000/0000-00'}
        isRequired
      />
      <TextField label={text.name} name="name" autoComplete="name" value={name} onChange={setName} isRequired />
      <EmailField value={email} onChange={setEmail} autoComplete="email" />
      <PasswordField
        label={text.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        shown={shown}
        onToggle={() => setShown((v) => !v)}
        strengthHint
      />
      <PasswordField
        label={text.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirm}
        shown={shown}
      />
      <FormMessage {...form.banner} />
      <Button type="submit" size="lg" block isDisabled={form.busy}>
        {form.busy ? text.creating : text.createAccount}
      </Button>
      <p className={s.links}>
        <span>
          {text.haveAccount}{' '}
          <button type="button" className={s.link} onClick={onLogin}>
            {text.signIn}
          </button>
        </span>
      </p>
    </form>
  );
}
