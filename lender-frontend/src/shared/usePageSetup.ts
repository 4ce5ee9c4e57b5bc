import { useEffect } from 'react';
import { SITE_NAME } from '@dw/contracts';
import { scrollToTop } from './motion';

/**
 * Every lender page opens at the top (spec §2: smooth scroll on load) and names itself for the
 * tab and for search results. Every description tag is updated (the server may inject one at
 * <!--app-head-->), and the previous values come back when the page goes.
 */
export function usePageSetup(title: string, description: string): void {
  useEffect(() => {
    scrollToTop();
  }, []);

  useEffect(() => {
    const previousTitle = document.title;
    let tags = Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]'));
    const previous = tags.map((tag) => tag.content);
    if (tags.length === 0) {
      const tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
      tags = [tag];
    }
    document.title = `${title} | ${SITE_NAME}`;
    tags.forEach((tag) => (tag.content = description));
    return () => {
      document.title = previousTitle;
      tags.forEach((tag, i) => (i < previous.length ? (tag.content = previous[i]) : tag.remove()));
    };
  }, [title, description]);
}
