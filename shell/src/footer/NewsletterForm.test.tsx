import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../toaster/Toaster';
import { jsonResponse } from '../test/json-response';
import { NewsletterForm } from './NewsletterForm';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const response = (status: number, body: unknown = {}) => jsonResponse(body, status);
const failure = (statusCode: number, code: string, message: string) => response(statusCode, { statusCode, code, message });

function renderForm() {
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  return {
    input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Subscribe' }),
    toasts: screen.getByRole('region', { name: 'Notifications' }),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('newsletter sign-up', () => {
  it('is an email-type required field', () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it('asks for an email when submitted empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { button, toasts } = renderForm();

    await user.click(button);

    expect(toasts).toHaveTextContent('Email Required');
    expect(toasts).toHaveTextContent('Please enter your email address to subscribe.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up, tells the visitor to confirm from her inbox and clears the field', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(response(201));
    const { input, button, toasts } = renderForm();

    await user.type(input, 'olivia@example.co.uk');
    await user.click(button);

    expect(await screen.findByText('Check Your Inbox')).toBeInTheDocument();
    expect(toasts).toHaveTextContent('We have e-mailed you a link to confirm your subscription. It works for 7 days.');
    expect(input).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/newsletter');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'olivia@example.co.uk' });
  });

  it('says what is wrong when the server refuses the address, and keeps it to correct', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(failure(400, 'VALIDATION_FAILED', 'Please enter a valid email address'));
    const { input, button, toasts } = renderForm();

    await user.type(input, 'olivia@example');
    await user.click(button);

    const title = await screen.findByText('Check Your Email Address');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(toasts).toHaveTextContent('That does not look like an email address');
    expect(toasts).not.toHaveTextContent('contact support');
    expect(input).toHaveValue('olivia@example');
    expect(input).toHaveFocus();
  });

  it('says when too many sign-ups came from here', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(failure(429, 'RATE_LIMITED', 'Too many requests - please wait 60 seconds and try again.'));
    const { input, button } = renderForm();

    await user.type(input, 'olivia@example.co.uk');
    await user.click(button);

    expect(await screen.findByText('Too Many Sign-ups')).toBeInTheDocument();
  });

  it('disables the button and shows progress while the request is on its way', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button } = renderForm();

    await user.type(input, 'olivia@example.co.uk');
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Subscribing…');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(response(201));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('reports a failure as a destructive toast and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(response(500));
    const { input, button } = renderForm();

    await user.type(input, 'olivia@example.co.uk');
    await user.click(button);

    const title = await screen.findByText('Subscription Failed');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
    expect(input).toHaveValue('olivia@example.co.uk');
    expect(button).toBeEnabled();
  });

  it('treats a network error as a failure too', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { input, button } = renderForm();

    await user.type(input, 'olivia@example.co.uk');
    await user.click(button);

    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
  });

  it('leaves a malformed address to the browser check and sends nothing', async () => {
    const user = userEvent.setup();
    const { input, button } = renderForm();

    await user.type(input, 'not-an-email');
    await user.click(button);

    expect(input).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
