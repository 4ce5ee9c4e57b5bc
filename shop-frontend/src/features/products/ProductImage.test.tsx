import { FIRST_PHOTO_TIMING, IMAGE_SIZES } from '@dw/contracts';
import { render, screen } from '@testing-library/react';
import { ProductImage } from './ProductImage';

const UPLOAD = '/objects/uploads/0d5b1c3e-8a6f-4c1e-9f2a-3b4c5d6e7f80';

describe('ProductImage', () => {
  it('offers the resized copies of an uploaded photo, sized so nothing moves as it loads', () => {
    render(<ProductImage src={UPLOAD} alt="Sable gown" sizes={IMAGE_SIZES.card} />);
    const image = screen.getByRole('img', { name: 'Sable gown' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${UPLOAD}/480 480w`));
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    // Below the fold unless told otherwise.
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a photo hosted elsewhere as it is, loaded at once when it is the page’s main picture', () => {
    render(<ProductImage src="https://images.example.com/gown.webp" alt="Gown" priority />);
    const image = screen.getByRole('img', { name: 'Gown' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // The server-drawn page starts its code once the browser reports this one painted.
    expect(image).toHaveAttribute('elementtiming', FIRST_PHOTO_TIMING);
  });

  it('leaves the other pictures out of the paint reports', () => {
    render(<ProductImage src={UPLOAD} alt="Sable gown" eager />);
    expect(screen.getByRole('img', { name: 'Sable gown' })).not.toHaveAttribute('elementtiming');
  });
});
