import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Header } from './Header';
import { PromoBanner } from './PromoBanner';

function renderHeader(path = '/') {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <PromoBanner />
      <Header />
    </Router>,
  );
  return memory;
}

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn();
});

describe('header', () => {
  it('shows the logo, the desktop links and the promo banner', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'Designer Wardrobe home' })).toHaveTextContent('Designer Wardrobe');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'How It Works', 'Community']);
    expect(screen.getByText(/£10 off your first rental with code/)).toHaveTextContent('£10 off your first rental with code GETDRESSED');
  });

  it('hides the promo banner on how-it-works only', () => {
    renderHeader('/how-it-works');
    expect(screen.queryByText(/GETDRESSED/)).not.toBeInTheDocument();
  });
});

describe('menu drawer', () => {
  it('opens titled Menu with every section of the site, and closes on choosing a link', async () => {
    const user = userEvent.setup();
    const memory = renderHeader('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);

    // The drawer's code arrives on the first open.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/all-dresses',
      '/how-it-works',
      '/community',
      '/monetise-your-wardrobe',
      '/list-dress',
      '/lender/sign-in',
      '/admin',
    ]);
    expect(within(drawer).getByRole('link', { name: 'List Your Dress' })).toBeInTheDocument();
    // Focus moves into the drawer.
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(drawer).getByRole('link', { name: 'Shop All Dresses' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(memory.history).toContain('/all-dresses');
    expect(burger).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on the backdrop and on the close button', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 10; i++) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('header search', () => {
  it('leads to the catalogue filtered by the words, without operators', async () => {
    const user = userEvent.setup();
    const memory = renderHeader('/how-it-works');
    const search = screen.getAllByRole('search')[0];
    const box = within(search).getByRole('searchbox', { name: 'Search dresses' });

    await user.type(box, 'silk "gown"{Enter}');

    expect(memory.history.at(-1)).toBe('/all-dresses?q=silk+gown');
  });

  it('goes to the whole catalogue for an empty search, and shows the search of the current URL', async () => {
    const user = userEvent.setup();
    const memory = renderHeader('/all-dresses?q=velvet');
    const search = screen.getAllByRole('search')[0];
    expect(within(search).getByRole('searchbox')).toHaveValue('velvet');

    await user.clear(within(search).getByRole('searchbox'));
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    expect(memory.history.at(-1)).toBe('/all-dresses');
  });

  it('is in the phone menu too, and closes it on searching', async () => {
    const user = userEvent.setup();
    const memory = renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });

    await user.type(within(drawer).getByRole('searchbox', { name: 'Search dresses' }), 'Maison Aurelle{Enter}');

    expect(memory.history.at(-1)).toBe('/all-dresses?q=Maison+Aurelle');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
