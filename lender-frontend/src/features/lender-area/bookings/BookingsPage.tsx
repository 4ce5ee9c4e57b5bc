import { useState, type KeyboardEvent } from 'react';
import { LENDER_BOOKING_WHEN, toast, type LenderBooking, type LenderBookingWhen, formatDayRange } from '@dw/contracts';
import { failureText, SelectField } from '@dw/web-kit';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, LoadMore, Loading, PageHead, isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { useLenderBookingsInfiniteQuery, useLenderListingsInfiniteQuery, useRemoveBlockMutation } from '../lenderAreaApi';
import { orderStatusBadge } from '../statusText';
import { BlockForm } from './BlockForm';
import { ReceiveForm } from './ReceiveForm';
import styles from '../Area.module.css';

const TAB_LABELS: Readonly<Record<LenderBookingWhen, string>> = { upcoming: 'Upcoming', past: 'Past' };

function BookingRow({ booking, onRemove, removing }: { booking: LenderBooking; onRemove: (b: LenderBooking) => void; removing: boolean }) {
  const badge = orderStatusBadge(booking.orderStatus);
  const [receiving, setReceiving] = useState(false);
  // A dispatched rental of her dress can be marked received: her condition record of its return.
  const receivable = booking.kind === 'order' && booking.orderStatus === 'processing';
  return (
    <>
      <tr>
        <td data-label="">{formatDayRange(booking.startDate, booking.endDate)}</td>
        <td data-label="">{booking.productName}</td>
        <td data-label="Size">
          UK {booking.size}
          {booking.isBackup && <> · Backup size (free)</>}
        </td>
        <td>
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {receivable && !receiving ? (
            <>
              {' '}
              <button type="button" className={styles.textLink} onClick={() => setReceiving(true)}>
                Mark as received
                <span className={styles.srOnly}>
                  {' '}
                  ({booking.productName}, UK {booking.size})
                </span>
              </button>
            </>
          ) : null}
        </td>
        <td data-label={booking.orderReference ? 'Ref.' : undefined} className={booking.kind === 'order' ? styles.mono : undefined}>
          {booking.kind === 'block' ? (
            <button type="button" className={styles.textLink} onClick={() => onRemove(booking)} disabled={removing}>
              Remove<span className={styles.srOnly}> the block of {formatDayRange(booking.startDate, booking.endDate)}</span>
            </button>
          ) : (
            booking.orderReference
          )}
        </td>
      </tr>
      {receiving ? (
        <tr>
          <td colSpan={5}>
            <ReceiveForm booking={booking} onDone={() => setReceiving(false)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function BookingsTable({ when, productId }: { when: LenderBookingWhen; productId: string }) {
  const bookings = useLenderBookingsInfiniteQuery({ when, productId: productId || undefined });
  const [removeBlock, { isLoading: removing }] = useRemoveBlockMutation();
  const [removeError, setRemoveError] = useState<unknown>(null);
  useSignInWhenSignedOut(isSignedOut(removeError) ? removeError : null);
  const items = bookings.data?.pages.flatMap((p) => p.items) ?? [];

  async function onRemove(block: LenderBooking) {
    setRemoveError(null);
    try {
      await removeBlock(block.id).unwrap();
      toast({
        title: 'Days released',
        description: `${block.productName} can be booked on ${formatDayRange(block.startDate, block.endDate)} again.`,
        variant: 'success',
      });
    } catch (error) {
      setRemoveError(error);
    }
  }

  if (bookings.error && !bookings.data) return <LoadFailure error={bookings.error} what="your bookings" />;
  if (!bookings.data) return <Loading what="your bookings" />;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{when === 'upcoming' ? 'Nothing booked ahead yet.' : 'No past rentals yet.'}</p>
      </div>
    );
  }
  return (
    <>
      {removeError && !isSignedOut(removeError) ? (
        <p className={styles.alert} role="alert">
          {failureText(removeError, 'We could not remove that block. Please try again.')}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.srOnly}>{TAB_LABELS[when]} rentals and blocked days</caption>
        <thead>
          <tr>
            <th scope="col">Dates</th>
            <th scope="col">Dress</th>
            <th scope="col">Size</th>
            <th scope="col">Status</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {items.map((booking) => (
            <BookingRow key={`${booking.kind}-${booking.id}`} booking={booking} onRemove={onRemove} removing={removing} />
          ))}
        </tbody>
      </table>
      <LoadMore hasMore={bookings.hasNextPage} loading={bookings.isFetchingNextPage} onMore={() => void bookings.fetchNextPage()} />
    </>
  );
}

/**
 * /lender/bookings: rentals of her live dresses, upcoming and past, and the days she blocked. Only
 * dates, size, status and the order's reference: the renter is never shown.
 */
export function BookingsPage() {
  usePageSetup('Bookings', 'Rentals of your dresses and the days you blocked.');
  const [when, setWhen] = useState<LenderBookingWhen>('upcoming');
  const [productId, setProductId] = useState('');
  const listings = useLenderListingsInfiniteQuery();
  const live = (listings.data?.pages.flatMap((p) => p.items) ?? []).filter((l) => l.status === 'live' && l.productId);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = when === 'upcoming' ? 'past' : 'upcoming';
    setWhen(next);
    document.getElementById(`bookings-tab-${next}`)?.focus();
  }

  return (
    <>
      <PageHead title="Bookings" lead="When each of your dresses is rented, and the days you keep for yourself." />
      <div className={styles.split}>
        <div>
          <div className={styles.toolbar}>
            <SelectField
              id="bookings-dress"
              label="Show bookings for"
              placeholder="All my dresses"
              options={live.map((l) => ({ slug: l.productId ?? '', label: l.name }))}
              value={productId}
              onChange={setProductId}
            />
            <div role="tablist" aria-label="When" className={styles.tabs}>
              {LENDER_BOOKING_WHEN.map((tab) => (
                <button
                  key={tab}
                  id={`bookings-tab-${tab}`}
                  type="button"
                  role="tab"
                  aria-selected={when === tab}
                  aria-controls="bookings-panel"
                  tabIndex={when === tab ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setWhen(tab)}
                  onKeyDown={onTabKey}
                >
                  {TAB_LABELS[tab]}
                </button>
              ))}
            </div>
          </div>
          <div id="bookings-panel" role="tabpanel" aria-labelledby={`bookings-tab-${when}`}>
            <BookingsTable when={when} productId={productId} />
          </div>
        </div>
        {listings.error && !listings.data ? <LoadFailure error={listings.error} what="your dresses" /> : <BlockForm dresses={live} />}
      </div>
    </>
  );
}
