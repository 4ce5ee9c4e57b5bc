import { useState, type ReactNode } from 'react';
import { Drawer, Flex, Grid, Segmented, Spin, Typography } from 'antd';
import { monthOf, sortSizes, STOCK_UNITS, todayInLondon, type BookingView, type ProductView } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { LoadError } from '../../components/LoadError';
import { useGetProductBookingsQuery, useRemoveBlockMutation } from './availabilityApi';
import { BlockForm } from './BlockForm';
import { BookingList } from './BookingList';
import { bookingsOfSize, dayHolds, lastHoldDay, monthBounds, monthRange, type Month } from './calendarDays';
import { MonthCalendar } from './MonthCalendar';

interface Props {
  product: ProductView;
  /** Called once the drawer has finished closing, so the parent can unmount it. */
  onClosed: () => void;
  /** Today in the UK; given by tests so the month on show does not depend on the clock. */
  today?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 28 }}>
      <Typography.Title level={3} style={{ fontSize: 16, fontWeight: 600, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** One product's bookings per size on a month calendar, with blocks the admin adds and lifts. */
export function AvailabilityDrawer({ product, onClosed, today = todayInLondon() }: Props) {
  const [open, setOpen] = useState(true);
  const sizes = sortSizes(product.availableSizes);
  const [size, setSize] = useState(sizes[0] ?? '');
  const [month, setMonth] = useState<Month>(monthOf(today));
  // Another admin or renter may have booked since the last look: always fetch on opening.
  const { data, isLoading, isError, refetch } = useGetProductBookingsQuery(product.id, { refetchOnMountOrArgChange: true });
  const [removeBlock] = useRemoveBlockMutation();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const notify = useNotify();
  const phone = Grid.useBreakpoint().md === false;

  const bounds = monthBounds(today);
  const stock = data?.stock[size] ?? product.stock?.[size] ?? STOCK_UNITS.default;
  const subject = `UK ${size}`;

  const remove = async (block: BookingView) => {
    setRemovingId(block.id);
    try {
      await removeBlock({ productId: product.id, bookingId: block.id }).unwrap();
      notify.success({ title: 'Block Removed', description: `UK ${block.size} is free again on those days.` });
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'Failed to remove the block.' }) });
    } finally {
      setRemovingId(null);
    }
  };

  let body: ReactNode;
  if (isError) body = <LoadError what="this calendar" onRetry={refetch} />;
  else if (isLoading || !data) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else {
    const bookings = data.bookings;
    body = (
      <>
        <MonthCalendar
          month={month}
          days={dayHolds(bookings, size, stock, monthRange(month))}
          today={today}
          subject={subject}
          canGoBack={month > bounds.first}
          canGoForward={month < bounds.last}
          onMonthChange={setMonth}
        />
        <Section title={`Bookings · ${subject}`}>
          <BookingList
            bookings={bookingsOfSize(bookings, size)}
            removingId={removingId}
            onRemove={(b) => void remove(b)}
            subject={subject}
          />
        </Section>
        <Section title="Block dates">
          <BlockForm
            productId={product.id}
            sizes={sizes}
            size={size}
            onSizeChange={setSize}
            stock={stock}
            today={today}
            lastDay={lastHoldDay(today)}
          />
        </Section>
      </>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      title={`Calendar: ${product.name}`}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onClosed();
      }}
      size={phone ? '100%' : 720}
    >
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<string>
            aria-label="Size"
            value={size}
            onChange={setSize}
            options={sizes.map((s) => ({ value: s, label: `UK ${s}` }))}
          />
        </div>
        <Typography.Text type="secondary">
          {stock} unit{stock === 1 ? '' : 's'} in stock
        </Typography.Text>
      </Flex>
      {body}
    </Drawer>
  );
}
