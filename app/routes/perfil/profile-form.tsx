import { useState, type FormEvent } from 'react';
import { apiRequest } from '~/client/api-request';
import { onlyDigits } from '~/domain/documents';
import { maskCep, maskPhone } from '~/domain/masks';
import { useApiForm } from '~/hooks/use-api-form';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, profileSchema, type ProfileInput } from '~/schemas/auth';
import type { CepAddress } from '~/server/accounts/cep.server';
import type { UserDto } from '~/server/accounts/users.server';
import { TextField } from '~/ui/text-field';
import * as s from './route.css';
import { SubmitRow } from './submit-row';

/** Informações Básicas and Endereço, saved together (messages clear after 5 s). */
export function ProfileForm({ user }: { user: UserDto }) {
  const [form, setForm] = useState<ProfileInput>({
    name: user.name,
    phone: maskPhone(user.phone ?? ''),
    cep: maskCep(user.cep ?? ''),
    address: user.address ?? '',
    number: user.number ?? '',
    complement: user.complement ?? '',
    neighborhood: user.neighborhood ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
  });
  const request = useApiForm({ bannerLifetime: { success: 5000, error: 5000 } });
  const set = (key: keyof ProfileInput) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  /** On leaving the CEP field with 8 digits, the address is filled from the postal-code lookup. */
  async function lookupCep() {
    const digits = onlyDigits(form.cep);
    if (digits.length !== 8) return;
    const result = await apiRequest<CepAddress>(`/api/cep/${digits}`, { fallbackError: authMessages.cepUnavailable });
    if (!result.ok) return request.setError(result.error);
    const { address, neighborhood, city, state } = result.data;
    setForm((f) => ({
      ...f,
      address: address || f.address,
      neighborhood: neighborhood || f.neighborhood,
      city: city || f.city,
      state: state || f.state,
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Only non-empty fields are sent.
    const body = Object.fromEntries(Object.entries(form).filter(([, v]) => String(v).trim() !== ''));
    void request.submit(
      '/api/auth/profile',
      { method: 'PUT', body, fallbackError: authMessages.profileError },
      { validate: () => firstRefusal(profileSchema, form), successBanner: authMessages.profileSaved, revalidate: true },
    );
  }

  return (
    <form className={s.card} onSubmit={submit} noValidate aria-labelledby="basic-info">
      <h2 id="basic-info" className={s.cardTitle}>
        {accountText.profile.basicInfo}
      </h2>
      <div className={s.grid}>
        <TextField label={accountText.profile.name} value={form.name} onChange={set('name')} autoComplete="name" isRequired />
        <TextField label={accountText.profile.email} value={user.email} isReadOnly description={accountText.profile.emailHint} />
        <TextField
          label={accountText.profile.phone}
          value={form.phone}
          onChange={(v) => set('phone')(maskPhone(v))}
          inputMode="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          isRequired
        />
      </div>
      <h2 className={s.cardTitle}>{accountText.profile.address}</h2>
      <div className={s.grid}>
        <TextField
          label={accountText.profile.cep}
          value={form.cep}
          onChange={(v) => set('cep')(maskCep(v))}
          onBlur={lookupCep}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
        />
        <TextField label={accountText.profile.street} value={form.address} onChange={set('address')} autoComplete="address-line1" />
        <TextField label={accountText.profile.number} value={form.number} onChange={(v) => set('number')(v.slice(0, 10))} />
        <TextField
          label={accountText.profile.complement}
          value={form.complement}
          onChange={set('complement')}
          autoComplete="address-line2"
        />
        <TextField label={accountText.profile.neighborhood} value={form.neighborhood} onChange={set('neighborhood')} />
        <TextField label={accountText.profile.city} value={form.city} onChange={set('city')} autoComplete="address-level2" />
        <TextField
          label={accountText.profile.state}
          value={form.state}
          onChange={(v) => set('state')(v.toUpperCase().slice(0, 2))}
          autoComplete="address-level1"
        />
      </div>
      <SubmitRow form={request}>{request.busy ? accountText.profile.saving : accountText.profile.save}</SubmitRow>
    </form>
  );
}
