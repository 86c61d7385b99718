import { useId, type ReactNode, type RefObject } from 'react';
import { useModalDialog, dismissedBy } from '../../../shared/hooks/use-modal-dialog';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CloseIcon } from '../../../shared/ui/icons';

export interface FilterSheetProps {
  open: boolean;
  onClose(): void;
  /** How many products the filters chosen find (null while unknown). */
  total: number | null;
  /** True while that number is being asked again after a change. */
  busy: boolean;
  /** Where focus goes back once the sheet closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The filters on a phone (issue 22): a sheet from the bottom, modal (the native <dialog>
 * traps focus and closes on Escape; focus goes back to the Filters button). Each choice in
 * it applies at once, as on a desktop: the URL changes and the results behind refresh, so
 * 'Show N results' counts exactly what closing it shows, from the API's own total.
 */
export function FilterSheet({ open, onClose, total, busy, returnFocus, children }: FilterSheetProps) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  const ref = useModalDialog(open, () => returnFocus.current?.focus());
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby={titleId} {...dismissedBy(onClose)}>
      {open && (
        <div className="filter-sheet__frame">
          <header className="filter-sheet__head">
            <h2 id={titleId} className="filter-sheet__title">
              {t('filters.title')}
            </h2>
            <button type="button" className="filter-sheet__close" aria-label={t('filters.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          </header>
          <div className="filter-sheet__body">{children}</div>
          <footer className="filter-sheet__foot">
            <button type="button" className="button filter-sheet__show" aria-busy={busy} onClick={onClose}>
              {total === null ? t('filters.title') : t('filters.showResults', { count: total })}
            </button>
          </footer>
        </div>
      )}
    </dialog>
  );
}
