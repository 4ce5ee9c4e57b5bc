import type { CartItemView } from '@dw/contracts';
import { useMemo } from 'react';
import { useGetProductAvailabilityQuery } from '../product/availabilityApi';
import { StartDatePicker } from '../product/StartDatePicker';
import { startDateRules } from '../product/startDates';

interface Props {
  item: CartItemView;
  onChoose: (day: string) => void;
  /** Why the last choice was refused (taken meanwhile, too soon), shown under the calendar. */
  notice: string | null;
}

/** The product page's calendar, for a cart line that has no start date yet: its size and length are fixed. */
export function LineDatePicker({ item, onChoose, notice }: Props) {
  // Fresh each time it opens: someone may have booked since.
  const availability = useGetProductAvailabilityQuery(item.productId, { refetchOnMountOrArgChange: true });
  const rules = useMemo(() => (availability.data ? startDateRules(availability.data, [item.size]) : null), [availability.data, item.size]);
  return (
    <StartDatePicker
      rules={rules}
      loadFailed={availability.isError}
      onRetry={availability.refetch}
      size={item.size}
      duration={item.duration}
      startDate={null}
      onSelect={onChoose}
      missing={false}
      notice={notice}
      idPrefix={`line-${item.id}-`}
    />
  );
}
