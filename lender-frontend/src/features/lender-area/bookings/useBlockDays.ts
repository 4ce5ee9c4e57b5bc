import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLenderBookingsInfiniteQuery, useProductAvailabilityQuery } from '../lenderAreaApi';
import { blockDays, type BlockDays } from './blockRules';

/**
 * The held days of one dress in one size: the shop's public availability, and her upcoming bookings
 * of the dress (every page) to tell her own blocks from rentals.
 */
export function useBlockDays(productId: string, size: string): { days: BlockDays | null; error: unknown } {
  const chosen = Boolean(productId && size);
  const availability = useProductAvailabilityQuery(chosen ? productId : skipToken);
  const bookings = useLenderBookingsInfiniteQuery(chosen ? { when: 'upcoming', productId } : skipToken);
  const { hasNextPage, isFetching, fetchNextPage } = bookings;
  useEffect(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);

  const view = availability.data;
  const pages = bookings.data?.pages;
  const days = useMemo(
    () =>
      chosen && view && pages && !hasNextPage
        ? blockDays(
            view,
            size,
            pages.flatMap((p) => p.items),
          )
        : null,
    [chosen, view, pages, hasNextPage, size],
  );
  return { days, error: chosen ? (availability.error ?? bookings.error) : undefined };
}
