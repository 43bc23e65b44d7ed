import { useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import {
  bannerLifetime,
  settle,
  shownBanner,
  type BannerLifetime,
  type FieldErrors,
  type FormBanner,
  type Outcome,
  type OutcomeRules,
} from '~/client/form-outcome';
import { useToast } from '~/ui/toasts/toast-provider';

export interface SubmitOptions<T> extends OutcomeRules<T> {
  /** checked before anything is sent: a message stops the submit and stays in the banner until the next one */
  validate?: () => string | null;
  /** where a failure's message goes: the form's banner (default), a toast, or a place of the caller's */
  errorTo?: 'banner' | 'toast' | ((message: string | null) => void);
  /** the page's data loaded again after a success */
  revalidate?: boolean;
  /** the caller's step after a success (after the toast and the revalidation) */
  onSuccess?: (data: T) => void;
  /** an answer the caller deals with itself (the server asking for the password again): no message, no success steps */
  handled?: (outcome: Outcome<T>) => boolean;
  /** the form stays busy after a success: the page is being left */
  stayBusy?: boolean;
}

/** The keys of `V` that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface ApiFormSettings {
  /** the fields' check as they are now: while it fails nothing is sent, and once tried it shows in the banner (live) */
  check?: string | null;
  /** how long a banner stays, by kind (else until the next submit) */
  bannerLifetime?: BannerLifetime;
}

/**
 * One way to submit a form to the API: busy while it runs, the banner's message (`ui/form-message`),
 * the messages under the fields the server named, success and error toasts as asked, and the page's
 * data loaded again. `submit` calls `apiRequest`; `run` takes any other step in the same shape (uploads,
 * passkey ceremonies). Both answer true on success.
 */
export function useApiForm(settings: ApiFormSettings = {}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);

  const lifetime = bannerLifetime(banner, settings.bannerLifetime);
  useEffect(() => {
    if (lifetime === null) return;
    const timer = setTimeout(() => setBanner(null), lifetime);
    return () => clearTimeout(timer);
  }, [banner, lifetime]);

  const setError = useCallback((text: string | null) => setBanner(text === null ? null : { kind: 'error', text }), []);

  async function run<T>(task: () => Promise<Outcome<T>>, options: SubmitOptions<T> = {}): Promise<boolean> {
    const { errorTo = 'banner' } = options;
    const showError = (text: string | null) => {
      if (errorTo === 'banner') setError(text);
      else if (errorTo !== 'toast') errorTo(text);
      else if (text !== null) toast.show('error', text);
    };
    setTried(true);
    const refusal = settings.check ? null : (options.validate?.() ?? null);
    showError(refusal);
    if (settings.check || refusal) return false;

    setBusy(true);
    setFieldErrors({});
    const outcome = await task();
    if (options.handled?.(outcome)) {
      setBusy(false);
      return false;
    }
    const settled = settle(outcome, options);
    if (!settled.ok) {
      setBusy(false);
      setFieldErrors(settled.fieldErrors);
      showError(settled.error);
      return false;
    }
    if (!options.stayBusy) setBusy(false);
    if (settled.banner) setBanner(settled.banner);
    if (settled.toast) toast.show('success', settled.toast);
    if (options.revalidate) revalidator.revalidate();
    if (outcome.ok) options.onSuccess?.(outcome.data);
    return true;
  }

  const invalid = (name: string) => ({ isInvalid: Boolean(fieldErrors[name]), errorMessage: fieldErrors[name] ?? null });
  const shown = shownBanner(banner, tried, settings.check);
  return {
    busy,
    /** for `<FormMessage {...form.banner} />` */
    banner: { kind: shown?.kind, message: shown?.text ?? null },
    /** the banner's message when it is an error */
    error: shown?.kind === 'error' ? shown.text : null,
    setError,
    fieldErrors,
    setFieldErrors,
    /** a text field's error props: `<TextField {...form.invalid('title')} />` */
    invalid,
    /**
     * Text fields bound to the form's values: `const field = form.fieldsOf(values, set)`, then
     * `<TextField {...field('title')} />` has the value, its change and the server's message for it.
     */
    fieldsOf:
      <V>(values: V, set: (patch: Partial<V>) => void) =>
      (name: TextKey<V>) => ({
        value: values[name] as string,
        onChange: (value: string) => set({ [name]: value } as Partial<V>),
        ...invalid(name),
      }),
    run,
    submit: <T = unknown>(path: string, request: Parameters<typeof apiRequest>[1], options?: SubmitOptions<T>) =>
      run(() => apiRequest<T>(path, request), options),
  };
}

export type ApiForm = ReturnType<typeof useApiForm>;
