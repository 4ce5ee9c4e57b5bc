import { render } from '@testing-library/react';
import { useDocumentMeta } from './use-document-meta';

function Screen() {
  useDocumentMeta({ title: 'Page Not Found | Designer Wardrobe', description: 'Nothing here.' });
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title and description, then restores the page defaults when the screen goes', () => {
    document.title = 'Designer Wardrobe | Designer Dress Rental UK';
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Rent designer dresses.">');

    const { unmount } = render(<Screen />);
    expect(document.title).toBe('Page Not Found | Designer Wardrobe');
    expect(description()).toBe('Nothing here.');

    unmount();
    expect(document.title).toBe('Designer Wardrobe | Designer Dress Rental UK');
    expect(description()).toBe('Rent designer dresses.');
  });

  it('adds a description tag when the page has none, and removes it afterwards', () => {
    const { unmount } = render(<Screen />);
    expect(description()).toBe('Nothing here.');
    unmount();
    expect(description()).toBeUndefined();
  });
});
