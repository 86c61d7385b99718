import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

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

/**
 * The <dialog>'s own ways out, sent to the page's state so `open` stays the truth: Escape
 * (its cancel event, whose closing is stopped) and a click on the backdrop (which lands on
 * the <dialog> itself). Spread on the element: `<dialog {...dismissedBy(onClose)}>`.
 */
export function dismissedBy(onClose: () => void) {
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
