import { useEffect } from 'react';

function descriptionTags(): HTMLMetaElement[] {
  return Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]'));
}

/**
 * Sets the tab title and meta description for a screen the shell itself renders, and puts the
 * previous ones back when the screen goes, so a remote that sets none does not inherit ours.
 * Every description tag is updated: the server may inject its own at <!--app-head-->.
 */
export function useDocumentMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    const previousTitle = document.title;
    let tags = descriptionTags();
    const previous = tags.map((tag) => tag.content);
    if (tags.length === 0) {
      const tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
      tags = [tag];
    }
    document.title = title;
    tags.forEach((tag) => (tag.content = description));
    return () => {
      document.title = previousTitle;
      tags.forEach((tag, i) => (i < previous.length ? (tag.content = previous[i]) : tag.remove()));
    };
  }, [title, description]);
}
