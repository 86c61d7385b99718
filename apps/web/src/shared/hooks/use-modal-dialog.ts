import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true (the browser traps focus and
 * closes on Escape) and closes it otherwise. jsdom has no showModal(): the attribute alone
 * shows it there.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
