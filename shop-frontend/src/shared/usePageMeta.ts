import { useEffect } from 'react';

export interface SocialMeta {
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

/**
 * Sets the page's title and meta description (and the share tags the server also renders,
 * so they stay right after client-side navigation).
 */
export function usePageMeta(title: string, description: string, social: SocialMeta = {}): void {
  const { image, type = 'website' } = social;
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', window.location.href);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image, type]);
}
