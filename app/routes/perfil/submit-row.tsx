import type { ReactNode } from 'react';
import type { ApiForm } from '~/hooks/use-api-form';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import * as s from './route.css';

/** The end of a profile card's form: its banner, then the submit button (disabled while it runs). */
export function SubmitRow({ form, children }: { form: ApiForm; children: ReactNode }) {
  return (
    <>
      <FormMessage {...form.banner} />
      <div className={s.actions}>
        <Button type="submit" isDisabled={form.busy}>
          {children}
        </Button>
      </div>
    </>
  );
}
