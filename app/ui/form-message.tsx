import * as s from './form-message.css';

/** A form's outcome: an error (announced at once) or a success (announced politely); nothing when empty. */
export function FormMessage({ kind = 'error', message }: { kind?: 'error' | 'success'; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={s.tone[kind]} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
