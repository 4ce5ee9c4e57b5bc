import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A client-side page change starts at the top, as a full page load would. */
export function useScrollToTopOnNavigate(): void {
  const [path] = useLocation();
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [path]);
}
