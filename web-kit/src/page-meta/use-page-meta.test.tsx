import { render } from '@testing-library/react';
import { type SocialMeta, usePageMeta } from './use-page-meta';

function Screen({ title = 'Page Not Found | Designer Wardrobe', social }: { title?: string; social?: SocialMeta }) {
  usePageMeta(title, 'Nothing here.', social);
  return null;
}

const meta = (selector: string) =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)).map((tag) => tag.getAttribute('content'));
const description = () => meta('name="description"')[0];

describe('usePageMeta', () => {
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

  it('updates every description tag, the server-drawn one included', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="A"><meta name="description" content="B">');
    const { unmount } = render(<Screen />);
    expect(meta('name="description"')).toEqual(['Nothing here.', 'Nothing here.']);
    unmount();
    expect(meta('name="description"')).toEqual(['A', 'B']);
  });

  it('keeps the share tags in step, with an absolute image, and takes a product image away when the page goes', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta property="og:type" content="website">');
    const { rerender, unmount } = render(
      <Screen title="Silk Gown | Designer Wardrobe" social={{ image: '/objects/uploads/a', type: 'product' }} />,
    );
    expect(meta('property="og:title"')).toEqual(['Silk Gown | Designer Wardrobe']);
    expect(meta('property="og:description"')).toEqual(['Nothing here.']);
    expect(meta('property="og:type"')).toEqual(['product']);
    expect(meta('property="og:url"')).toEqual([window.location.href]);
    expect(meta('property="og:image"')).toEqual([`${window.location.origin}/objects/uploads/a`]);

    rerender(<Screen title="All Dresses | Designer Wardrobe" />);
    expect(document.title).toBe('All Dresses | Designer Wardrobe');
    expect(meta('property="og:type"')).toEqual(['website']);
    expect(meta('property="og:image"')).toEqual([]);

    unmount();
    expect(meta('property="og:type"')).toEqual(['website']);
    expect(meta('property="og:title"')).toEqual([]);
  });
});
