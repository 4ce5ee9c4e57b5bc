import { useState } from 'react';
import { Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { ORDER_CANCELLED, ORDER_STATUSES, toPence, type OrderItemView, type OrderStatus, type OrderView } from '@dw/contracts';
import { calendarDateText, dateText, dayRangeText, moneyText, poundsText, shortId } from '../../app/format';
import { failureText } from '../../app/http';
import { useNotify } from '../../app/notify';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { StatusActionButtons } from '../../components/StatusActionButtons';
import { StatusTag } from '../../components/StatusTag';
import { statusLabel } from '../../components/statusColors';
import { orderActions } from './orderActions';
import { useGetOrdersQuery, useSetOrderStatusMutation } from './ordersApi';
import { visibleOrders, type OrderFilter } from './orderView';

const { Text } = Typography;
const small = { fontSize: 13 } as const;

function feesPence(o: OrderView): number {
  return toPence(o.cleaningFee) + toPence(o.insurance);
}

/** A line's own rental days (issue #8): lines of one order may start on different days. */
function itemDatesText(item: OrderItemView): string | null {
  return item.startDate ? dayRangeText(item.startDate, item.endDate ?? item.startDate) : null;
}

export function OrdersTab() {
  const { data = [], isLoading, isFetching, isError, refetch } = useGetOrdersQuery();
  const [setStatus] = useSetOrderStatusMutation();
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const notify = useNotify();

  const advance = async (order: OrderView, next: OrderStatus) => {
    setBusyId(order.id);
    try {
      await setStatus({ id: order.id, status: next }).unwrap();
      if (next === ORDER_CANCELLED) {
        notify.success({
          title: 'Order Cancelled',
          description: `Order #${shortId(order.id)} is cancelled; its rental dates are free again.`,
        });
      } else {
        notify.success({ title: 'Order Updated', description: `Order #${shortId(order.id)} is now ${statusLabel(next).toLowerCase()}.` });
      }
    } catch (error) {
      notify.error({ title: 'Error', description: failureText('Failed to update order status.', error) });
    } finally {
      setBusyId(null);
    }
  };

  const columns: TableColumnsType<OrderView> = [
    {
      title: 'Order',
      key: 'order',
      render: (_, o) => (
        <>
          <Text strong style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' }}>
            #{shortId(o.id)}
          </Text>
          <div style={small}>
            <Text type="secondary">{dateText(o.createdAt)}</Text>
          </div>
        </>
      ),
    },
    {
      title: 'Customer',
      key: 'customer',
      render: (_, o) => (
        <div style={{ minWidth: 180, maxWidth: 260 }}>
          <Text strong>{o.customerName}</Text>
          <div style={small}>
            <a href={`mailto:${o.customerEmail}`}>{o.customerEmail}</a>
          </div>
          <div style={small}>
            <a href={`tel:${o.customerPhone.replace(/\s+/g, '')}`}>{o.customerPhone}</a>
          </div>
          <div style={small}>
            <Text type="secondary">{o.deliveryAddress}</Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Rental dates',
      key: 'dates',
      render: (_, o) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {calendarDateText(o.rentalStartDate)}
          <div style={small}>
            <Text type="secondary">to {calendarDateText(o.rentalEndDate)}</Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Items',
      key: 'items',
      render: (_, o) => (
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', minWidth: 200 }}>
          {o.items.map((item) => {
            const dates = itemDatesText(item);
            return (
              <li key={item.id} style={{ marginBottom: 4 }}>
                {item.productName}
                <div style={small}>
                  <Text type="secondary">
                    UK {item.size} · {item.duration} days · qty {item.quantity} · {moneyText(item.unitPrice)} each
                  </Text>
                </div>
                {dates ? (
                  <div style={{ ...small, whiteSpace: 'nowrap' }}>
                    <Text type="secondary">{dates}</Text>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, o) => (
        <div style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          <div style={small}>
            <Text type="secondary">Subtotal {moneyText(o.subtotal)}</Text>
          </div>
          <div style={small}>
            <Text type="secondary">Fees {poundsText(feesPence(o))}</Text>
          </div>
          <Text strong>Total {moneyText(o.total)}</Text>
        </div>
      ),
    },
    { title: 'Status', key: 'status', render: (_, o) => <StatusTag status={o.status} /> },
    {
      title: 'Action',
      key: 'action',
      render: (_, o) => (
        <StatusActionButtons
          actions={orderActions(o.status)}
          subject={`#${shortId(o.id)}`}
          busy={busyId === o.id}
          onRun={(next) => void advance(o, next)}
          stacked
        />
      ),
    },
  ];

  if (isError) return <LoadError what="orders" onRetry={refetch} />;

  const counts = (status: OrderFilter) => (status === 'all' ? data.length : data.filter((o) => o.status === status).length);
  const rows = visibleOrders(data, filter);

  return (
    <>
      <SectionToolbar title="Orders, newest first" count={rows.length} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<OrderFilter>
            aria-label="Filter orders by status"
            value={filter}
            onChange={setFilter}
            options={(['all', ...ORDER_STATUSES] as OrderFilter[]).map((s) => ({
              value: s,
              label: `${s === 'all' ? 'All' : statusLabel(s)} (${counts(s)})`,
            }))}
          />
        </div>
      </SectionToolbar>
      <Table<OrderView>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: filter === 'all' ? 'No orders yet.' : `No ${statusLabel(filter).toLowerCase()} orders.` }}
      />
    </>
  );
}
