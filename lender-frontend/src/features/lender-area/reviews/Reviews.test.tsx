import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LenderReviewView } from '@dw/contracts';
import { mockFetch, setReducedMotion } from '../../../test/fakes';
import { aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

const aReview = (n: number, over: Partial<LenderReviewView> = {}): LenderReviewView => ({
  id: `r${n}`,
  rating: 4,
  fit: 'true-to-size',
  text: `Review ${n}: a beautiful dress that fitted well.`,
  photoUrl: null,
  author: `Renter${n} L.`,
  createdAt: '2026-11-20T10:00:00.000Z',
  productId: 'p1',
  productName: 'Midnight Velvet Gown',
  productSlug: 'midnight-velvet-gown',
  ...over,
});

describe('/lender/reviews', () => {
  it("lists her dresses' reviews, newest first, a page at a time", async () => {
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/reviews?page=1': () => page([aReview(1, { rating: 5, fit: 'runs-small' }), aReview(2)], 3),
      'GET /api/lender/reviews?page=2': () => page([aReview(3, { text: 'Third <i>one</i>, the last.' })], 3),
    });
    const user = userEvent.setup();
    renderAt('/lender/reviews');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const first = (await screen.findByText(/Renter1 L\./)).closest('li')!;
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText(/Fit: Runs small/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Midnight Velvet Gown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews', current: 'page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /more/i }));
    expect(await screen.findByText('Third <i>one</i>, the last.')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/reviews?page=1': () => page([], 0),
    });
    renderAt('/lender/reviews');
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });
});
