import { createContext, useContext, useEffect } from 'react';

/**
 * What sits below a page's content (the footer) waits until the content is on screen: the first
 * paint then does the content's work only, and the footer's fonts and layout come after it.
 */
export const ContentShownContext = createContext<() => void>(() => {});

/** Tells the frame the page's content is on screen (once mounted). */
export function useContentShown(shown = true): void {
  const markShown = useContext(ContentShownContext);
  useEffect(() => {
    if (shown) markShown();
  }, [shown, markShown]);
}
