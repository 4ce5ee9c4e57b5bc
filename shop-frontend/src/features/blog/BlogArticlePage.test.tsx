import { screen } from '@testing-library/react';
import { renderShop } from '../../test/renderShop';
import { BLOG_POSTS } from './posts';

describe('blog', () => {
  it('lists the featured article and four others, each linking to its page', async () => {
    renderShop('/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Designer Wardrobe Blog' })).toBeInTheDocument();
    for (const post of BLOG_POSTS) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    expect(screen.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeInTheDocument();
  });

  it('shows an article by slug with its title, meta description and links on', async () => {
    const post = BLOG_POSTS.find((p) => p.slug === 'white-tie-dress-code-guide')!;
    renderShop(`/blog/${post.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(document.title).toBe(`${post.title} | Designer Wardrobe Blog`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', post.metaDescription);
    expect(screen.getByRole('link', { name: 'Browse all dresses' })).toHaveAttribute('href', '/all-dresses');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('group', { name: 'Share this article' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keep reading' })).toBeInTheDocument();
  });

  it("shows 'Post Not Found' with a way back for an unknown slug", async () => {
    renderShop('/blog/not-a-real-article');

    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });
});
