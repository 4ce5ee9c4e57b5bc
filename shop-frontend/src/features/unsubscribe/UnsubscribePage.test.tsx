import { screen } from '@testing-library/react';
import { apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const TOKEN = 'signed.token';
const MASKED = 'j•••@example.com';

/** The API of one subscriber, who stays unsubscribed once she has pressed the button. */
function subscriberApi() {
  let subscribed = true;
  const known = (token: string | undefined) => token === TOKEN;
  return installFakeApi({
    'GET /api/newsletter/unsubscribe': ({ query }) =>
      known(query.token) ? { body: { email: MASKED, subscribed } } : apiError(404, 'This link is not valid.', 'NOT_FOUND'),
    'POST /api/newsletter/unsubscribe': ({ query }) => {
      if (!known(query.token)) return apiError(404, 'This link is not valid.', 'NOT_FOUND');
      subscribed = false;
      return { body: { subscribed: false } };
    },
  });
}

describe('unsubscribe page', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('names the masked address, and unsubscribes with one press', async () => {
    const api = subscriberApi();
    const { user } = renderShop(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    expect(
      // The first test also loads the page's code.
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === `You are subscribed as ${MASKED}.`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/newsletter/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
    const posts = api.sent('POST /api/newsletter/unsubscribe');
    expect(posts).toHaveLength(1);
    expect(posts[0].query).toEqual({ token: TOKEN });
    expect(posts[0].headers['content-type']).toBe('application/json');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('says so at once when the link is opened again after unsubscribing', async () => {
    const api = installFakeApi({ 'GET /api/newsletter/unsubscribe': () => ({ body: { email: MASKED, subscribed: false } }) });
    renderShop(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(api.requests).toHaveLength(1);
  });

  it('explains a link it does not recognise and links home', async () => {
    const api = subscriberApi();
    renderShop('/unsubscribe?token=forged');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(api.sent('POST /api/newsletter/unsubscribe')).toHaveLength(0);
  });

  it('explains a link without its token, without asking the API', async () => {
    const api = subscriberApi();
    renderShop('/unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the button when the unsubscribe fails, and says so', async () => {
    installFakeApi({
      'GET /api/newsletter/unsubscribe': () => ({ body: { email: MASKED, subscribed: true } }),
      'POST /api/newsletter/unsubscribe': () => apiError(503, 'Service unavailable', 'DATABASE_UNAVAILABLE'),
    });
    const { user } = renderShop(`/unsubscribe?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('We could not unsubscribe you just now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(screen.queryByText('You have been unsubscribed')).toBeNull();
  });
});
