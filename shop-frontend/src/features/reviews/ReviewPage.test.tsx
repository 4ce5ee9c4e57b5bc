import type { ReviewInvitationView } from '@dw/contracts';
import { screen, within } from '@testing-library/react';
import { apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const TOKEN = 'T'.repeat(43);
const LINE = '00000000-0000-4000-8000-000000000201';

const invitation = (reviewed = false): ReviewInvitationView => ({
  orderReference: '2C3D4E5F',
  firstName: 'Ada',
  lines: [
    {
      orderItemId: LINE,
      productId: '00000000-0000-4000-8000-000000000301',
      productName: 'Midnight Silk Gown',
      productSlug: 'midnight-silk-gown',
      imageUrl: null,
      size: '10',
      reviewed,
    },
  ],
});

const created = {
  id: '00000000-0000-4000-8000-000000000401',
  rating: 4,
  fit: 'runs-small',
  text: 'Gorgeous colour, but order a size up.',
  photoUrl: null,
  author: 'Ada L.',
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('the review page (from the e-mailed link)', () => {
  it('says what is missing, then sends stars, fit and text with the token, and thanks her', async () => {
    const api = installFakeApi({
      'GET /api/reviews/invitation/:token': () => ({ body: invitation() }),
      'POST /api/reviews': () => ({ status: 201, body: created }),
    });
    const { user } = renderShop(`/review?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'How did it fit, Ada?' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Review Midnight Silk Gown' });

    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(form).getByText('Tell us how it fitted.')).toBeInTheDocument();
    expect(within(form).getByText('Please write at least 20 characters about the dress.')).toBeInTheDocument();
    expect(api.sent('POST /api/reviews')).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '4 stars, Very good' }));
    await user.click(within(form).getByRole('radio', { name: 'Runs small' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), '  Gorgeous colour, but order a size up.  ');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));

    expect(await screen.findByText(/Thank you: your review of Midnight Silk Gown/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'its page' })).toHaveAttribute('href', '/product/midnight-silk-gown#reviews');
    expect(api.sent('POST /api/reviews')[0].body).toEqual({
      token: TOKEN,
      orderItemId: LINE,
      rating: 4,
      fit: 'runs-small',
      text: 'Gorgeous colour, but order a size up.',
      photoUrl: null,
    });
  });

  it('a dress already reviewed shows its thanks, not a form', async () => {
    installFakeApi({ 'GET /api/reviews/invitation/:token': () => ({ body: invitation(true) }) });
    renderShop(`/review?token=${TOKEN}`);
    expect(await screen.findByText(/Thank you: your review of Midnight Silk Gown/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a second review answered 409 says she already reviewed it', async () => {
    installFakeApi({
      'GET /api/reviews/invitation/:token': () => ({ body: invitation() }),
      'POST /api/reviews': () => apiError(409, 'You have already reviewed this dress: thank you!', 'REVIEW_EXISTS'),
    });
    const { user } = renderShop(`/review?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Review Midnight Silk Gown' });
    await user.click(within(form).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(within(form).getByRole('radio', { name: 'True to size' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Perfect for the ball, true to size.');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have already reviewed this dress: thank you!');
  });

  it('a link that opens no completed rental gets a page saying what to do', async () => {
    installFakeApi({ 'GET /api/reviews/invitation/:token': () => apiError(404, 'Not valid', 'REVIEW_LINK_INVALID') });
    renderShop(`/review?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This review link is not valid' })).toBeInTheDocument();
  });
});
