import { useState } from 'react';
import { Button, DatePicker, Input, Segmented, Select, Tag, Typography, type TableColumnsType } from 'antd';
import {
  ORDER_CANCELLED,
  ORDER_LIST_SORTS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  toPence,
  type PaymentStatus,
  type OrderItemView,
  type OrderListSort,
  type OrderStatus,
  type OrderView,
  formatDay,
  formatDayRange,
  formatPounds,
  orderReference,
} from '@dw/contracts';
import { dateText, moneyText } from '../../app/format';
import { adminApi, LIST } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { totalText } from '../../app/paged';
import { useRowAction } from '../../app/useRowAction';
import { sortOrderOf, useServerTable } from '../../app/useServerTable';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { ServerTable } from '../../components/ServerTable';
import { StatusActionButtons } from '../../components/StatusActionButtons';
import { StatusTag } from '../../components/StatusTag';
import { statusLabel } from '../../components/statusColors';
import { orderActions } from './orderActions';
import { type MoveExtras, useOrderMoveConfirm } from './OrderMoveConfirm';
import { LineRequest } from './LineRequest';
import { ShipmentLink } from './ShipmentLink';
import { PendingHolders } from './PendingHolders';
import { LateFlag } from '../late-returns/LateFlag';
import { OrderMessagesDrawer } from '../messages/OrderMessagesDrawer';
import { OrderPaymentDrawer } from '../payments/OrderPaymentDrawer';
import { useCountOrdersQuery, useGetOrdersQuery, useSetOrderStatusMutation, type OrderListParams } from './ordersApi';

type OrderFilter = OrderStatus | 'all';

const { Text } = Typography;
const small = { fontSize: 13 } as const;

function feesPence(o: OrderView): number {
  return toPence(o.cleaningFee) + toPence(o.insurance);
}

/** A line's own rental days (docs/decisions/0001-dated-cart-lines.md): lines of one order may start on different days. */
function itemDatesText(item: OrderItemView): string | null {
  return item.startDate ? formatDayRange(item.startDate, item.endDate ?? item.startDate) : null;
}

type OrdersView = 'orders' | 'holders';

/** Every order, or (one switch away) who holds dresses in orders not yet confirmed. */
export function OrdersTab() {
  const [view, setView] = useState<OrdersView>('orders');
  const switcher = (
    <Segmented<OrdersView>
      aria-label="Show"
      value={view}
      onChange={setView}
      options={[
        { value: 'orders', label: 'All orders' },
        { value: 'holders', label: 'Holds by client' },
      ]}
      style={{ marginBottom: 12 }}
    />
  );
  return (
    <>
      {switcher}
      {view === 'orders' ? <OrderList /> : <PendingHolders />}
    </>
  );
}

/** A status filter's label with how many orders it holds under the other filters (date, search). */
function FilterLabel({ status, params }: { status: OrderFilter; params: OrderListParams }) {
  const { data } = useCountOrdersQuery({ from: params.from, to: params.to, q: params.q, status: status === 'all' ? undefined : status });
  const label = status === 'all' ? 'All' : statusLabel('order', status);
  return <>{data === undefined ? label : `${label} (${data})`}</>;
}

/** Orders a page at a time: the server pages, sorts (date, total), filters (status, UK days) and searches. */
function OrderList() {
  const table = useServerTable<OrderListSort, OrderStatus>(ORDER_LIST_SORTS);
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus | undefined>(undefined);
  const [moneyOf, setMoneyOf] = useState<OrderView | null>(null);
  const [messagesOf, setMessagesOf] = useState<OrderView | null>(null);
  const { data, isLoading, isFetching, isError, refetch } = useGetOrdersQuery({ ...table.params, paymentStatus });
  const dispatch = useAppDispatch();
  // Refresh asks again for everything the orders feed: the page, the status counts, who holds what, the dashboard's figures.
  const refresh = () => dispatch(adminApi.util.invalidateTags([{ type: 'Order', id: LIST }, 'Summary']));
  const filter: OrderFilter = table.params.status ?? 'all';
  const [setStatus] = useSetOrderStatusMutation();
  const { busyId, run } = useRowAction();
  const confirm = useOrderMoveConfirm();

  const advance = (order: OrderView, next: OrderStatus, extras: MoveExtras) =>
    run(order.id, 'Failed to update order status.', async () => {
      await setStatus({ id: order.id, status: next, ...extras }).unwrap();
      return next === ORDER_CANCELLED
        ? { title: 'Order Cancelled', description: `Order #${orderReference(order.id)} is cancelled; its rental dates are free again.` }
        : { title: 'Order Updated', description: `Order #${orderReference(order.id)} is now ${statusLabel('order', next).toLowerCase()}.` };
    });

  const columns: TableColumnsType<OrderView> = [
    {
      title: 'Order',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, o) => (
        <>
          <Text strong style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' }}>
            #{orderReference(o.id)}
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
          {formatDay(o.rentalStartDate)}
          <div style={small}>
            <Text type="secondary">to {formatDay(o.rentalEndDate)}</Text>
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
                    {item.isBackup ? `Backup size UK ${item.size} (free)` : `UK ${item.size}`} · {item.duration} days · qty {item.quantity}{' '}
                    · {moneyText(item.unitPrice)} each
                  </Text>
                </div>
                {dates ? (
                  <div style={{ ...small, whiteSpace: 'nowrap' }}>
                    <Text type="secondary">{dates}</Text>
                  </div>
                ) : null}
                <LineRequest order={o} item={item} />
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      title: 'Amount',
      key: 'total',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'total'),
      sortDirections: ['descend', 'ascend'],
      render: (_, o) => (
        <div style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          <div style={small}>
            <Text type="secondary">Subtotal {moneyText(o.subtotal)}</Text>
          </div>
          {toPence(o.discount) > 0 && (
            <div style={small}>
              <Text type="secondary">
                {o.promoCode ? `Code ${o.promoCode}` : 'Discount'} {formatPounds(-toPence(o.discount))}
              </Text>
            </div>
          )}
          <div style={small}>
            <Text type="secondary">Fees {formatPounds(feesPence(o))}</Text>
          </div>
          <Text strong>Total {moneyText(o.total)}</Text>
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, o) => (
        <>
          <StatusTag of="order" status={o.status} />
          {o.shipment ? <ShipmentLink shipment={o.shipment} /> : null}
        </>
      ),
    },
    {
      title: 'Payment',
      key: 'payment',
      render: (_, o) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Tag>{PAYMENT_STATUS_LABELS[o.payment.status]}</Tag>
          {o.lateFees ? <LateFlag lateFees={o.lateFees} /> : null}
          <div>
            <Button size="small" type="link" style={{ padding: 0 }} onClick={() => setMoneyOf(o)}>
              Money
            </Button>
          </div>
          <div>
            <Button
              size="small"
              type="link"
              style={{ padding: 0 }}
              onClick={() => setMessagesOf(o)}
              aria-label={`Messages of order #${orderReference(o.id)}`}
            >
              Messages
            </Button>
          </div>
        </div>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, o) => (
        <StatusActionButtons
          actions={orderActions(o.status)}
          subject={`#${orderReference(o.id)}`}
          busy={busyId === o.id}
          onRun={(next) => {
            const label = orderActions(o.status).find((a) => a.next === next)?.label ?? next;
            confirm.ask(o, next, label, (extras) => void advance(o, next, extras));
          }}
          stacked
          confirmsItself
        />
      ),
    },
  ];

  if (isError) return <LoadError what="orders" onRetry={refetch} />;

  const sortTitle = table.params.sort?.startsWith('total')
    ? 'Orders by total'
    : table.params.sort === 'createdAt-asc'
      ? 'Orders, oldest first'
      : 'Orders, newest first';
  const filtered = filter !== 'all' || table.params.from !== undefined || table.params.q !== undefined || paymentStatus !== undefined;

  return (
    <>
      <SectionToolbar title={sortTitle} count={totalText(data)} onRefresh={refresh} refreshing={isFetching && !isLoading}>
        <Input.Search
          allowClear
          aria-label="Search orders"
          placeholder="Name, email or order #"
          value={table.search}
          onChange={(e) => table.setSearch(e.target.value)}
          style={{ width: 240 }}
        />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Text>Placed between</Text>
          <DatePicker.RangePicker
            aria-label="Placed between"
            placeholder={['First day', 'Last day']}
            format="YYYY-MM-DD"
            allowEmpty={[true, true]}
            onChange={(_, [from, to]) => table.setRange(from || undefined, to || undefined)}
          />
        </label>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<OrderFilter>
            aria-label="Filter orders by status"
            value={filter}
            onChange={(next) => table.setStatus(next === 'all' ? undefined : next)}
            options={(['all', ...ORDER_STATUSES] as OrderFilter[]).map((s) => ({
              value: s,
              label: <FilterLabel status={s} params={table.params} />,
            }))}
          />
        </div>
        <Select<PaymentStatus | 'all'>
          aria-label="Filter orders by payment"
          value={paymentStatus ?? 'all'}
          onChange={(next) => setPaymentStatus(next === 'all' ? undefined : next)}
          style={{ width: 190 }}
          options={[
            { value: 'all', label: 'Any payment' },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
          ]}
        />
      </SectionToolbar>
      {confirm.modal}
      {moneyOf ? <OrderPaymentDrawer order={moneyOf} onClose={() => setMoneyOf(null)} /> : null}
      {messagesOf ? <OrderMessagesDrawer order={messagesOf} onClose={() => setMessagesOf(null)} /> : null}
      <ServerTable<OrderView>
        table={table}
        data={data}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={columns}
        emptyText={
          !filtered ? 'No orders yet.' : filter === 'all' ? 'No orders match.' : `No orders ${statusLabel('order', filter).toLowerCase()}.`
        }
      />
    </>
  );
}
