import type { ReactNode } from 'react';
import { Button } from './button';
import { FormMessage } from './form-message';
import { Modal } from './modal';
import * as s from './modal.css';

/**
 * A question before a consequential action: its text (and any fields), the action's button and a way out.
 * Closing it in any way (Escape, the close button, 'Cancelar') does nothing.
 */
export function ConfirmDialog({
  title,
  isOpen,
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  children,
}: {
  title: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onCancel} closeLabel={cancelLabel}>
      <form
        className={s.body}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <FormMessage message={error} />
        <div className={s.footer}>
          <Button variant="secondary" onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
