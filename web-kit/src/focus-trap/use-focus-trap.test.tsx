import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusTrap } from './use-focus-trap';

function Dialog({ onEscape, startOnField }: { onEscape: () => void; startOnField?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useFocusTrap(panel, true, onEscape, startOnField ? { initialFocus: field } : {});
  return (
    <div ref={panel} role="dialog" aria-label="Menu" tabIndex={-1}>
      <button type="button">Close</button>
      <input ref={field} aria-label="Photo" />
      <button type="button" disabled>
        Upload
      </button>
      <a href="/cart">Cart</a>
    </div>
  );
}

function Page({ startOnField }: { startOnField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog onEscape={() => setOpen(false)} startOnField={startOnField} />}
      <button type="button">Behind</button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus into the dialog and keeps Tab inside it, both ways', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('starts on the element asked for', async () => {
    const user = userEvent.setup();
    render(<Page startOnField />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Photo' })).toHaveFocus();
  });

  it('calls the latest Escape handler without moving focus when the dialog re-renders', async () => {
    const first = jest.fn();
    const latest = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Dialog onEscape={first} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Photo' })).toHaveFocus();
    rerender(<Dialog onEscape={latest} />);
    expect(screen.getByRole('textbox', { name: 'Photo' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
