import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type CalendarDay, MonthCalendar } from './MonthCalendar';

const TAKEN = new Set(['2026-12-09', '2026-12-10']);

function Picker({ note }: { note?: boolean }) {
  const [month, setMonth] = useState('2026-12');
  const [picked, setPicked] = useState<string | null>(null);
  const look = (day: string): CalendarDay => ({
    pickable: !TAKEN.has(day),
    chosen: day === picked,
    note: note ? (TAKEN.has(day) ? 'rented' : 'free') : undefined,
  });
  return (
    <>
      <p id="label">Event date</p>
      <MonthCalendar
        month={month}
        minMonth="2026-12"
        maxMonth="2027-01"
        onMonthChange={setMonth}
        day={look}
        focusDay={picked}
        onPick={setPicked}
        labelledBy="label"
      />
      <output>{picked ?? 'none'}</output>
    </>
  );
}

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it('is a named group of a month, Monday first, with one tab stop', () => {
    render(<Picker />);
    expect(screen.getByRole('group', { name: 'Event date December 2026' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    const tabbable = screen.getAllByRole('button').filter((b) => b.getAttribute('data-day') && b.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('data-day'))).toEqual(['2026-12-01']);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('picks a day by click or keyboard, and refuses a taken day that stays reachable', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(day('Tuesday 8 December 2026'));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-08');
    expect(day('Tuesday 8 December 2026')).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday 9 December 2026')).toHaveFocus();
    expect(day('Wednesday 9 December 2026')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-08');

    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-11');
  });

  it('moves across a month end with the keys, and no further than the last month', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(day('Thursday 31 December 2026'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('Friday 1 January 2027')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('Sunday 31 January 2027')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday 25 January 2027')).toHaveFocus();
  });

  it("says a day's note after its name", () => {
    render(<Picker note />);
    expect(day('Wednesday 9 December 2026, rented')).toBeInTheDocument();
    expect(day('Friday 11 December 2026, free')).toBeInTheDocument();
  });
});
