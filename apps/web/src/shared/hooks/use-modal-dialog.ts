import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true (the browser traps focus and
 * closes on Escape) and closes it otherwise; `onClosed` runs right after it closes (while
 * it is modal the page behind cannot take focus, so focus is handed back there). jsdom has
 * no showModal(): the attribute alone shows it there.
 */
export function useModalDialog(open: boolean, onClosed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      closed.current?.();
    }
  }, [open]);
  return ref;
}
