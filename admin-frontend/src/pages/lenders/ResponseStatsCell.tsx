import { Button, Typography } from 'antd';
import { useLazyGetResponseStatsQuery } from './lendersApi';

const { Text } = Typography;

/** A lender's response rate and time, asked for on demand (one row's stats, not a query per row of the page). */
export function ResponseStatsCell({ lenderId, name }: { lenderId: string; name: string }) {
  const [load, { data, isFetching, isError }] = useLazyGetResponseStatsQuery();
  if (!data)
    return (
      <Button
        size="small"
        type="link"
        loading={isFetching}
        onClick={() => void load(lenderId)}
        aria-label={`Show how ${name} answers requests`}
      >
        {isError ? 'Try again' : 'Show'}
      </Button>
    );
  const rate = data.rate === null ? '—' : `${Math.round(data.rate * 100)}%`;
  const hours = data.medianHours === null ? '—' : `${data.medianHours} h`;
  return (
    <div style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
      <div>
        {rate} answered · median {hours}
      </div>
      <Text type="secondary">
        {data.accepted} accepted · {data.declined} declined · {data.expired} expired
      </Text>
    </div>
  );
}
