import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { TrackCopyIcon } from './track-icons';

/** How long the button says 'Copied' before it offers to copy again. */
const COPIED_SHOWN_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface TrackCopyButtonProps {
  /** The tracking number. */
  text: string;
  /** The element showing it: selected when the clipboard refuses, so it can be copied by hand. */
  target: RefObject<HTMLElement | null>;
}

/** Selects the whole text of `element`, as a triple click would. */
function selectContents(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}

/**
 * Copy for a tracking number, to paste on the carrier's site. Says 'Copied' for a moment
 * (and tells screen readers); where the browser has no clipboard for the page (an older
 * browser, a page not served over HTTPS) the number is selected instead and a line says so.
 */
export function TrackCopyButton({ text, target }: TrackCopyButtonProps) {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const onCopy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts, whatever the types say.
      if (!(navigator.clipboard as Clipboard | undefined)) throw new Error('No clipboard in this context');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.warn('Copying the tracking number failed:', error);
      selectContents(target.current);
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--ghost button--small track-copy${state === 'copied' ? ' track-copy--done' : ''}`}
        aria-label={t('trackOrders.copyLabel', { number: text })}
        onClick={() => void onCopy()}
      >
        {state === 'copied' ? <CheckCircleIcon width={16} height={16} /> : <TrackCopyIcon width={16} height={16} />}
        {state === 'copied' ? t('trackOrders.copied') : t('trackOrders.copy')}
      </button>
      <span role="status" className={state === 'failed' ? 'track-copy__hint' : 'visually-hidden'}>
        {state === 'copied' ? t('trackOrders.copiedStatus', { number: text }) : state === 'failed' ? t('trackOrders.copyFailed') : ''}
      </span>
    </>
  );
}
