import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver, setReducedMotion } from '../../test/fakes';
import { renderAt } from '../../test/render';
import { LENDER_COUNTER, countUpValue } from './countUp';

const counter = () => screen.getByTestId('lender-counter');

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
  FakeIntersectionObserver.install();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('lender pitch page', () => {
  it('shows every section in the pitch order', () => {
    renderAt('/monetise-your-wardrobe');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your wardrobe, working for you');
    expect(headings).toEqual([
      'What your wardrobe could earn',
      'Three steps to your first payout',
      'We look after the details',
      'What we accept',
      'Ready to let your wardrobe pay you back?',
    ]);
    // The trust line sits between the hero and the earnings.
    const trust = screen.getByRole('region', { name: 'Trusted by lenders' });
    expect(trust.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(trust.compareDocumentPosition(screen.getByText('What your wardrobe could earn'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(trust).getByText('4.9/5')).toBeInTheDocument();
    expect(within(trust).getByText('Insured up to £2,000')).toBeInTheDocument();
  });

  it('links the hero and the closing call to action to the right pages', () => {
    renderAt('/monetise-your-wardrobe');
    expect(screen.getByRole('link', { name: 'Start Listing Today' })).toHaveAttribute('href', '/list-dress');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'List Your First Dress' })).toHaveAttribute('href', '/list-dress');
    expect(screen.getByRole('link', { name: 'Browse the Collection' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'lenders@designerwardrobe.co.uk' })).toHaveAttribute(
      'href',
      'mailto:lenders@designerwardrobe.co.uk',
    );
  });

  it('shows the earning figures: per item, per month and a success story', () => {
    renderAt('/monetise-your-wardrobe');
    for (const text of ['£45-135', '£25-75', '£40-110']) expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    for (const text of ['Original price £500-£1500', 'Original price £200-£800', 'Original price £400-£1200']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('2-3 pieces')).toBeInTheDocument();
    expect(screen.getByText('5-8 pieces')).toBeInTheDocument();
    expect(screen.getByText('10+ pieces')).toBeInTheDocument();
    for (const text of ['£100-£300', '£300-£600', '£600-£1200']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('£200-£800')).toBeInTheDocument();
    expect(screen.getByText('based on 3-8 rentals a month')).toBeInTheDocument();
    expect(screen.getByText('Charlotte Whitmore')).toBeInTheDocument();
  });

  it('lists the three steps, six benefits and what is and is not accepted', () => {
    renderAt('/monetise');
    const steps = screen.getByRole('heading', { name: 'Three steps to your first payout' }).closest('section')!;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Upload your dresses', 'Manage bookings', 'Get paid']);
    const benefits = screen.getByRole('heading', { name: 'We look after the details' }).closest('section')!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
    expect(within(benefits).getByText(/Payouts land in your bank on the 1st/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'We accept' })).getByText('Original retail value £150+')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Not suitable' })).getByText('Pieces over 5 years old')).toBeInTheDocument();
  });

  it('scrolls smoothly to the top on load', () => {
    renderAt('/monetise-your-wardrobe');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(document.title).toBe('Monetise Your Wardrobe | Designer Wardrobe');
  });

  it('takes the lender to /list-dress from Start Listing Today', async () => {
    renderAt('/monetise-your-wardrobe');
    await userEvent.click(screen.getByRole('link', { name: 'Start Listing Today' }));
    expect(window.location.pathname).toBe('/list-dress');
    expect(screen.getByRole('heading', { name: 'Create your lender account' })).toBeInTheDocument();
  });
});

describe('lender counter', () => {
  it('waits at 100 until it is half visible', () => {
    jest.useFakeTimers();
    renderAt('/monetise-your-wardrobe');
    const observer = FakeIntersectionObserver.watching(counter());
    expect(observer.options.threshold).toBe(0.5);
    expect(counter()).toHaveTextContent('100');
    observer.reveal(0.2);
    act(() => jest.advanceTimersByTime(3000));
    expect(counter()).toHaveTextContent(/^100$/);
  });

  it('eases out from 100 to 5,000+ over about 2.5 s once half visible', () => {
    jest.useFakeTimers();
    renderAt('/monetise-your-wardrobe');
    act(() => FakeIntersectionObserver.watching(counter()).reveal(0.5));

    act(() => jest.advanceTimersByTime(34)); // one step of ~33 ms
    expect(counter()).toHaveTextContent(new RegExp(`^${countUpValue(LENDER_COUNTER, 1)}$`));
    expect(Number(counter().textContent)).toBeGreaterThan(250);

    act(() => jest.advanceTimersByTime(1250 - 34)); // half-way in time, well past half-way in count
    const halfway = Number(counter().textContent.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(4000);
    expect(halfway).toBeLessThan(5000);

    act(() => jest.advanceTimersByTime(1250));
    expect(counter()).toHaveTextContent(/^5,000\+$/);
  });

  it('runs once: scrolling it into view again does not restart it', () => {
    jest.useFakeTimers();
    renderAt('/monetise-your-wardrobe');
    const observer = FakeIntersectionObserver.watching(counter());
    act(() => observer.reveal(0.6));
    act(() => jest.advanceTimersByTime(2600));
    expect(counter()).toHaveTextContent('5,000+');
    expect(observer.disconnected).toBe(true);
    act(() => observer.reveal(1));
    expect(counter()).toHaveTextContent('5,000+');
  });

  it('tells screen readers the final figure only', () => {
    renderAt('/monetise-your-wardrobe');
    expect(counter()).toHaveAttribute('aria-hidden', 'true');
    expect(counter().nextSibling).toHaveTextContent('5,000+');
  });
});

describe('with prefers-reduced-motion', () => {
  beforeEach(() => setReducedMotion(true));

  it('shows 5,000+ at once without animating', () => {
    renderAt('/monetise-your-wardrobe');
    expect(counter()).toHaveTextContent('5,000+');
    expect(screen.getByTestId('monthly-headline')).toHaveTextContent('£200-£800');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('jumps to the top without smooth scrolling', () => {
    renderAt('/monetise-your-wardrobe');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
