import { render, screen, within } from '@testing-library/react';
import { Steps } from './Steps';

const STEPS = [
  { title: 'Choose your dress', text: 'Pick your size.' },
  { title: 'Wear it', text: 'It arrives clean.' },
  { title: 'Return it', text: 'Prepaid bag.' },
];

describe('Steps', () => {
  it('lists the steps in order, each numbered 01, 02, 03 with its title and text', () => {
    render(<Steps steps={STEPS} className="look" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '01Choose your dressPick your size.',
      '02Wear itIt arrives clean.',
      '03Return itPrepaid bag.',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Choose your dress', 'Wear it', 'Return it']);
  });

  it('keeps the numbers from screen readers, which announce the list order themselves', () => {
    render(<Steps steps={STEPS} className="look" />);
    expect(screen.getByText('01')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the app’s own class on the list beside the shared one', () => {
    render(<Steps steps={STEPS} className="shopSteps" />);
    expect(screen.getByRole('list')).toHaveAttribute('class', 'steps shopSteps');
    expect(screen.getByText('02')).toHaveAttribute('class', 'number');
  });
});
