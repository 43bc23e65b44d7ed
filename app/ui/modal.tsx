import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';
import * as s from './modal.css';

/** A react-aria modal dialog: focus trapped, Escape and the close button dismiss it. */
export function Modal({
  title,
  isOpen,
  onClose,
  closeLabel,
  size = 'md',
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  closeLabel: string;
  /** 'lg' for a dialog with a calendar or a table */
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className={s.overlay}>
      <AriaModal className={s.modal[size]}>
        <Dialog className={s.dialog}>
          <div className={s.header}>
            <Heading slot="title" className={s.title}>
              {title}
            </Heading>
            <button type="button" className={s.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon size={18} />
            </button>
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
