import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, toast, TOAST_DURATION_MS } from '@dw/contracts';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast raised through the dw:toast event inside a polite live region', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Added to Cart', description: 'Silk Gown (UK 10) is in your cart.', variant: 'success' }));

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Added to Cart');
    expect(region).toHaveTextContent('Silk Gown (UK 10) is in your cart.');
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => toast({ title: 'First', description: 'one' }));
    act(() => toast({ title: 'Second', description: 'two', variant: 'destructive' }));

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('takes down a toast whose problem is solved, and leaves any other toast alone', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Size Required', description: 'Please select a size before adding to cart.', variant: 'destructive' }));
    act(() => dismissToast('Date Required'));
    expect(screen.getByText('Size Required')).toBeInTheDocument();

    act(() => dismissToast('Size Required'));
    expect(screen.queryByText('Size Required')).not.toBeInTheDocument();
  });

  it('dismisses itself after TOAST_DURATION_MS (5 s)', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Order Placed', description: 'Thank you.' }));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Order Placed')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Order Placed')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full 5 s', () => {
    render(<Toaster />);
    act(() => toast({ title: 'First', description: '' }));
    act(() => jest.advanceTimersByTime(4000));
    act(() => toast({ title: 'Second', description: '' }));

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() => toast({ title: 'Logged Out', description: 'See you soon.' }));

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Logged Out')).not.toBeInTheDocument();
  });
});
