import { screen } from '@testing-library/react';
import { NEWSLETTER_MESSAGES } from '@dw/contracts';
import { apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const TOKEN = 'A'.repeat(43);

describe('newsletter confirmation page', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('posts the token from the link and says the address is subscribed', async () => {
    const api = installFakeApi({ 'POST /api/newsletter/confirm': () => ({ body: { subscribed: true } }) });
    renderShop(`/newsletter/confirm?token=${TOKEN}`);

    // The first test also loads the page's code.
    expect(await screen.findByRole('heading', { level: 1, name: 'Successfully Subscribed!' }, { timeout: 10_000 })).toBeInTheDocument();
    const posts = api.sent('POST /api/newsletter/confirm');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts[0].body).toEqual({ token: TOKEN });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('says the link is not valid (and how to get a new one) when the API refuses it', async () => {
    installFakeApi({
      'POST /api/newsletter/confirm': () => apiError(400, NEWSLETTER_MESSAGES.confirmationInvalid, 'NEWSLETTER_CONFIRMATION_INVALID'),
    });
    renderShop(`/newsletter/confirm?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/Sign up again with the form at the foot of any page/)).toBeInTheDocument();
  });

  it('without a token, sends nothing and says the link is not valid', async () => {
    const api = installFakeApi({});
    renderShop('/newsletter/confirm');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(api.sent('POST /api/newsletter/confirm')).toHaveLength(0);
  });

  it('offers to try again when the server cannot be reached', async () => {
    installFakeApi({ 'POST /api/newsletter/confirm': () => apiError(503, 'The database is unavailable.', 'DATABASE_UNAVAILABLE') });
    renderShop(`/newsletter/confirm?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
