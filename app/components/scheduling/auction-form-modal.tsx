import type { ReactNode } from 'react';
import type { ApiForm } from '~/hooks/use-api-form';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import * as modal from '~/ui/modal.css';
import * as s from './scheduling.css';

/**
 * The dialog of a scheduled auction's form and of a template's: the fields, the form's banner, 'Cancelar'
 * and 'Salvar' ('Salvando...' while busy). `outside` goes after the form (a dialog of its own).
 */
export function AuctionFormModal({
  title,
  isOpen = true,
  onClose,
  form,
  onSubmit,
  text,
  outside,
  children,
}: {
  title: string;
  isOpen?: boolean;
  onClose: () => void;
  form: ApiForm;
  onSubmit: () => void;
  text: { save: string; saving: string; cancel: string };
  outside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose} closeLabel={text.cancel} size="lg">
      <form
        className={s.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <FormMessage {...form.banner} />
        <div className={modal.footer}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={form.busy}>
            {form.busy ? text.saving : text.save}
          </Button>
        </div>
      </form>
      {outside}
    </Modal>
  );
}
