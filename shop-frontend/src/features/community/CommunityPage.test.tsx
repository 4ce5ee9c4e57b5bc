import { screen, within } from '@testing-library/react';
import { renderShop } from '../../test/renderShop';
import { COMMUNITY_POSTS, POSTS_PAGE_SIZE } from './communityContent';

describe('community page', () => {
  it('reveals more moments with Load More Posts until all are shown', async () => {
    const { user } = renderShop('/community');
    const moments = () => within(screen.getByRole('region', { name: 'Community Moments' })).getAllByRole('article');

    await screen.findByRole('heading', { level: 1 });
    expect(moments()).toHaveLength(POSTS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load More Posts' }));

    expect(moments()).toHaveLength(COMMUNITY_POSTS.length);
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument();
  });

  it('links the sidebar, the lender call and the press mention', async () => {
    renderShop('/community');
    await screen.findByRole('heading', { level: 1 });

    const sidebar = screen.getByRole('navigation', { name: 'Community' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/all-dresses', '/how-it-works', '/community', '/monetise-your-wardrobe', '/list-dress', '/admin']);
    expect(screen.getAllByRole('link', { name: 'Become a Lender' })[0]).toHaveAttribute('href', '/monetise-your-wardrobe');
    expect(screen.getByRole('link', { name: 'Browse Dresses' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: /The Guardian/ })).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
