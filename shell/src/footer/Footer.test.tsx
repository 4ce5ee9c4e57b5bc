import { render, screen } from '@testing-library/react';
import { Footer } from './Footer';

describe('Footer', () => {
  it('offers lenders a discreet way to sign in to their area, beside listing a dress', () => {
    render(<Footer />);
    const company = screen.getByRole('navigation', { name: 'Company' });
    const links = Array.from(company.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Monetise Your Wardrobe', '/monetise-your-wardrobe'],
      ['List Your Dress', '/list-dress'],
      ['Lender Sign In', '/lender/sign-in'],
      ['Journal', '/blog'],
      ['Admin', '/admin'],
    ]);
  });
});
