import { render, screen } from '@testing-library/react';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('reads the average and the count out as one image', () => {
    render(<RatingStars average={4.3} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 (12 reviews)' })).toBeInTheDocument();
  });

  it("one review, and a single review's stars without a count", () => {
    const { rerender } = render(<RatingStars average={5} count={1} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 (1 review)' })).toBeInTheDocument();
    rerender(<RatingStars average={3} />);
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
  });

  it('fills the stars to the tenth of the average, never past five', () => {
    const { container, rerender } = render(<RatingStars average={4.3} />);
    const fill = () => container.querySelector<HTMLElement>('[aria-hidden="true"] > span');
    expect(fill()?.style.width).toBe('86%');
    rerender(<RatingStars average={7} />);
    expect(fill()?.style.width).toBe('100%');
  });
});
