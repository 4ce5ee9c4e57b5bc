import { useEffect } from 'react';
import { pageTitle } from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import { scrollToTop } from './motion';

/** Every lender page opens at the top (a smooth scroll on load) and names itself for the tab and for search results. */
export function usePageSetup(title: string, description: string): void {
  useEffect(() => {
    scrollToTop();
  }, []);
  usePageMeta(pageTitle(title), description);
}
