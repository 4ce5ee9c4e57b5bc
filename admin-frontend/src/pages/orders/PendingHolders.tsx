import { useEffect } from 'react';
import { Button, Popconfirm, Tag, Typography, type TableColumnsType } from 'antd';
import { PAGE_SIZE_DEFAULT, PENDING_HOLD_LIMIT, type PendingHolderView, orderReference } from '@dw/contracts';
import { dateText } from '../../app/format';
import { totalText } from '../../app/paged';
import { useRowAction } from '../../app/useRowAction';
import { useServerTable } from '../../app/useServerTable';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { ServerTable } from '../../components/ServerTable';
import { useCancelClientOrdersMutation, useGetPendingHoldersQuery } from './ordersApi';

const { Text } = Typography;
const small = { fontSize: 13 } as const;

const dresses = (n: number) => `${n} dress${n === 1 ? '' : 'es'}`;
const ordersText = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
const unitsOf = (holder: PendingHolderView['orders'][number]) => holder.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Who holds dresses in orders not yet confirmed: orders sharing an email, a phone or the address
 * they came from are one client. The admin can cancel all of a client's pending orders at once.
 * The server groups, sorts and pages the clients; a cancel refetches the page shown.
 */
export function PendingHolders() {
  const table = useServerTable<never, never>([], PAGE_SIZE_DEFAULT);
  const { page, pageSize } = table.params;
  const { data, isLoading, isFetching, isError, refetch } = useGetPendingHoldersQuery({ page, pageSize });
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / (pageSize ?? PAGE_SIZE_DEFAULT)));
  const [cancelAll] = useCancelClientOrdersMutation();
  const { busyId, run } = useRowAction();

  // Cancelling the last client of the last page leaves that page empty: show the page before it.
  useEffect(() => {
    if (data && (page ?? 1) > lastPage) table.onChange({ current: lastPage, pageSize }, {}, []);
  }, [data, page, lastPage, pageSize, table]);

  const cancel = (holder: PendingHolderView) =>
    run(holder.orders[0].id, 'Failed to cancel the orders.', async () => {
      const { cancelled } = await cancelAll({ orderIds: holder.orders.map((o) => o.id) }).unwrap();
      return { title: 'Orders Cancelled', description: `${ordersText(cancelled.length)} cancelled; their rental dates are free again.` };
    });

  const columns: TableColumnsType<PendingHolderView> = [
    {
      title: 'Client',
      key: 'client',
      render: (_, h) => (
        <div style={{ minWidth: 200, maxWidth: 280 }}>
          {h.emails.map((email) => (
            <div key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </div>
          ))}
          {h.phones.map((phone) => (
            <div key={phone} style={small}>
              <a href={`tel:${phone}`}>{phone}</a>
            </div>
          ))}
          {h.addresses.map((address) => (
            <div key={address} style={small}>
              <Text type="secondary">from {address}</Text>
            </div>
          ))}
        </div>
      ),
    },
    {
      title: 'Dresses held',
      key: 'units',
      align: 'right',
      render: (_, h) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Text strong>{h.units}</Text>
          {h.units >= PENDING_HOLD_LIMIT ? (
            <div>
              <Tag color="error">At the limit</Tag>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Pending orders',
      key: 'orders',
      render: (_, h) => (
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', minWidth: 220 }}>
          {h.orders.map((o) => (
            <li key={o.id} style={{ marginBottom: 4 }}>
              <Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
                #{orderReference(o.id)}
              </Text>{' '}
              {o.customerName}
              <div style={small}>
                <Text type="secondary">
                  {dresses(unitsOf(o))} · placed {dateText(o.createdAt)}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: 'Action',
      fixed: 'right',
      key: 'action',
      render: (_, h) => (
        <Popconfirm
          title={`Cancel ${ordersText(h.orders.length)} of this client?`}
          description="Their rental dates become free for other renters. This cannot be undone."
          okText="Cancel Orders"
          okButtonProps={{ danger: true }}
          cancelText="Keep Orders"
          onConfirm={() => void cancel(h)}
        >
          <Button danger size="small" loading={busyId === h.orders[0].id}>
            Cancel all {ordersText(h.orders.length)}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  if (isError) return <LoadError what="holds" onRetry={refetch} />;

  return (
    <>
      <SectionToolbar
        title="Clients holding dresses in unconfirmed orders"
        count={totalText(data)}
        onRefresh={refetch}
        refreshing={isFetching && !isLoading}
      />
      <Typography.Paragraph type="secondary" style={small}>
        Orders sharing an email, a phone or the address they came from count as one client, who may hold at most{' '}
        {dresses(PENDING_HOLD_LIMIT)} until you confirm their orders.
      </Typography.Paragraph>
      <ServerTable<PendingHolderView>
        table={table}
        data={data}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={columns}
        rowKey={(h) => h.orders[0].id}
        emptyText="No client holds dresses in unconfirmed orders."
      />
    </>
  );
}
