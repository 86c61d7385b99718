import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '../../shared/hooks/use-dismiss';

/** How long a hover-opened menu waits before closing once the mouse leaves it. */
const HOVER_CLOSE_DELAY_MS = 150;
/** A click this soon after a hover opened the menu keeps it open. */
const HOVER_CLICK_GRACE_MS = 700;

/**
 * Open/close state of a navigation dropdown: the toggle button opens and closes it, a
 * mouse hovering opens it, and it closes on Escape, a press outside, a followed link or a
 * page change.
 */
export function useMenuState() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement & HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse reaching the toggle opens the menu on its way; the click that follows must
  // not close it again.
  const hoverOpenedAt = useRef(0);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, toggleRef);

  useEffect(() => close(), [pathname, close]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(hoverTimer.current);
      setOpen((wasOpen) => {
        if (!wasOpen) hoverOpenedAt.current = Date.now();
        return true;
      });
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
    },
  };

  const toggleProps = {
    ref: toggleRef,
    'aria-expanded': open,
    onClick: () => {
      const justHovered = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
      setOpen((value) => (justHovered ? true : !value));
    },
  };

  /** On the panel: a followed link closes it. */
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  return { open, setOpen, close, rootRef, hoverProps, toggleProps, onPanelClick };
}
