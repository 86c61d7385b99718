import { useEffect } from 'react';
import { pageTitle } from '../config/brand';

/** Sets `document.title` to '<Brand> | <screenTitle>' while the screen is shown. */
export function useDocumentTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = pageTitle(screenTitle);
  }, [screenTitle]);
}
