import { useEffect, useRef } from 'react';

/** A native <dialog> shown as a modal while `open` (focus kept inside, Esc closes), closed otherwise. */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
