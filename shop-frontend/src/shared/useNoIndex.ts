import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown: pages reached through a private
 * link (an order, a subscription) must never appear in results.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}
