import { useEffect } from 'react';

export interface SocialMeta {
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

type MetaKey = readonly ['name' | 'property', string];

/** Every tag of that name (the server may have drawn its own at <!--app-head-->), one made when there is none. */
function tagsFor([attr, key]: MetaKey): { tags: HTMLMetaElement[]; made: boolean } {
  const tags = Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${attr}="${key}"]`));
  if (tags.length > 0) return { tags, made: false };
  const tag = document.createElement('meta');
  tag.setAttribute(attr, key);
  document.head.appendChild(tag);
  return { tags: [tag], made: true };
}

/**
 * Names the page for the tab, search results and link previews: the title, the meta description
 * and the share tags the server also draws, so they stay right after a client-side navigation.
 * When the page goes, what was there before comes back (a tag this made is removed), so a screen
 * that sets none does not inherit another's.
 */
export function usePageMeta(title: string, description: string, social: SocialMeta = {}): void {
  const { image, type = 'website' } = social;
  useEffect(() => {
    const previousTitle = document.title;
    const values: [MetaKey, string][] = [
      [['name', 'description'], description],
      [['property', 'og:title'], title],
      [['property', 'og:description'], description],
      [['property', 'og:type'], type],
      [['property', 'og:url'], window.location.href],
    ];
    if (image) values.push([['property', 'og:image'], new URL(image, window.location.origin).href]);
    const restores = values.map(([key, content]) => {
      const { tags, made } = tagsFor(key);
      const before = tags.map((tag) => tag.getAttribute('content'));
      tags.forEach((tag) => tag.setAttribute('content', content));
      return () =>
        tags.forEach((tag, i) => {
          const old = before[i];
          if (made) tag.remove();
          else if (old === null) tag.removeAttribute('content');
          else tag.setAttribute('content', old);
        });
    });
    document.title = title;
    return () => {
      document.title = previousTitle;
      restores.forEach((restore) => restore());
    };
  }, [title, description, image, type]);
}
