import { Card, Col, Row, Statistic } from 'antd';
import { toPence, type AdminSummary, formatPounds } from '@dw/contracts';
import { PALETTE } from '../../app/theme';

interface Figure {
  key: string;
  title: string;
  value: string | number;
  note: string;
  loading: boolean;
}

const MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'long', year: 'numeric' });

interface Props {
  /** From GET /api/admin/summary; undefined until it answers. */
  summary: AdminSummary | undefined;
  loading: boolean;
  now: Date;
  /** Phones get smaller figures so the four cards fit in two short rows. */
  compact?: boolean;
}

export function SummaryCards({ summary, loading, now, compact = false }: Props) {
  const figures: Figure[] = [
    {
      key: 'revenue',
      title: 'Monthly revenue',
      value: formatPounds(toPence(summary?.monthlyRevenue ?? '0.00')),
      note: MONTH.format(now),
      loading,
    },
    { key: 'active', title: 'Active orders', value: summary?.activeOrders ?? 0, note: 'Pending or processing', loading },
    {
      key: 'lenders',
      title: 'Pending lender accounts',
      value: summary?.pendingLenderAccounts ?? 0,
      note: 'Awaiting approval',
      loading,
    },
    { key: 'listings', title: 'Pending listings', value: summary?.pendingListings ?? 0, note: 'Awaiting review', loading },
  ];
  return (
    <Row gutter={compact ? [10, 10] : [16, 16]} style={{ marginBottom: compact ? 16 : 24 }} role="list" aria-label="Summary">
      {figures.map((f) => (
        <Col key={f.key} xs={12} lg={6} role="listitem">
          <Card styles={{ body: { padding: compact ? '12px 14px' : '18px 20px' } }} style={{ height: '100%' }}>
            <Statistic
              title={f.title}
              value={f.value}
              loading={f.loading}
              styles={{
                content: { fontSize: compact ? 22 : 28, fontVariantNumeric: 'tabular-nums' },
                title: { fontSize: compact ? 12 : 14 },
              }}
            />
            <div style={{ fontSize: 12, marginTop: 4, color: PALETTE.muted }}>{f.note}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
