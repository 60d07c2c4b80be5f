import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';

interface ModalDialogProps {
  open: boolean;
  /** The modal's own class besides `modal` (its styles). */
  className: string;
  title: ReactNode;
  /** The close button's accessible name; it shows "×". */
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The shop's modal (cat 2 Modals): a native <dialog> named by its heading,
 * closed by Esc, the × button or a click on the backdrop.
 */
export function ModalDialog({ open, className, title, closeLabel, onClose, children }: ModalDialogProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog ref={dialog} className={`modal ${className}`} aria-labelledby={titleId} onClose={onClose}
      onClick={(event) => { if (event.target === dialog.current) onClose(); }}>
      <div className="modal__body">
        <div className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>×</button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
