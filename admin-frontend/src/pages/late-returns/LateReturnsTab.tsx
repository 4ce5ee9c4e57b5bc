import { useState } from 'react';
import { Button, Table, type TableColumnsType, Typography } from 'antd';
import { ADMIN_PAGE_SIZE_DEFAULT, type NotReturnedOrderView, type OwedItemView, formatDay, orderReference } from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';
import { dateText, moneyText } from '../../app/format';
import { pageAfter, pagerOf } from '../../app/paged';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { CollectedModal } from './CollectedModal';
import { owedReason } from './owedReason';
import { useGetNotReturnedQuery, useGetOwedQuery } from './lateReturnsApi';

/** A table's page and size, as every admin list keeps them. */
function usePager() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZE_DEFAULT);
  return { page, pageSize, set: (next: { page: number; pageSize: number }) => (setPage(next.page), setPageSize(next.pageSize)) };
}

/**
 * Late returns: the dresses not back 14 days after their return post (the admin is e-mailed once
 * for each), and what renters still owe (late fees and damage charges the card could not pay:
 * declined, or bank-transfer orders), each to record as collected once paid by hand.
 */
export function LateReturnsTab() {
  const missing = usePager();
  const owed = usePager();
  const notReturned = useGetNotReturnedQuery({ page: missing.page, pageSize: missing.pageSize });
  const fees = useGetOwedQuery({ page: owed.page, pageSize: owed.pageSize });
  const [collecting, setCollecting] = useState<OwedItemView | null>(null);

  const missingColumns: TableColumnsType<NotReturnedOrderView> = [
    { title: 'Order', key: 'order', render: (_, o) => `#${orderReference(o.orderId)}` },
    {
      title: 'Renter',
      key: 'renter',
      render: (_, o) => (
        <>
          {o.customerName}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${o.customerEmail} · ${o.customerPhone}`}</Typography.Text>
        </>
      ),
    },
    { title: 'Due back', key: 'due', render: (_, o) => formatDay(o.returnPost) },
    { title: 'Days late', key: 'late', align: 'right', render: (_, o) => o.daysLate },
    { title: 'Late fees', key: 'fees', align: 'right', render: (_, o) => moneyText(o.lateFees) },
    { title: 'Reported', key: 'reported', render: (_, o) => dateText(o.reportedAt) },
  ];
  const feeColumns: TableColumnsType<OwedItemView> = [
    { title: 'Order', key: 'order', render: (_, f) => `#${orderReference(f.orderId)}` },
    { title: 'Renter', key: 'renter', render: (_, f) => f.customerName },
    {
      title: 'For',
      key: 'for',
      render: (_, f) => (
        <>
          <ToneTag tone={f.kind === 'damage' ? 'moving' : 'waiting'}>{f.kind === 'damage' ? 'Damage' : 'Late fee'}</ToneTag> {f.description}
        </>
      ),
    },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, f) => moneyText(f.amount) },
    { title: 'Why', key: 'why', render: (_, f) => owedReason(f.failureCode) },
    {
      title: 'Action',
      key: 'action',
      render: (_, f) => (
        <Button
          size="small"
          onClick={() => setCollecting(f)}
          aria-label={`Mark collected: ${f.description}, #${orderReference(f.orderId)}`}
        >
          Mark collected
        </Button>
      ),
    },
  ];

  if (notReturned.isError) return <LoadError what="orders not returned" onRetry={notReturned.refetch} />;
  if (fees.isError) return <LoadError what="amounts owed" onRetry={fees.refetch} />;
  return (
    <>
      <SectionToolbar
        title="Not returned, 14 days after the return post"
        count={notReturned.data?.total}
        onRefresh={notReturned.refetch}
        refreshing={notReturned.isFetching && !notReturned.isLoading}
      />
      <Table<NotReturnedOrderView>
        rowKey="orderId"
        columns={missingColumns}
        dataSource={notReturned.data?.items ?? []}
        loading={notReturned.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(missing.page, missing.pageSize, notReturned.data?.total ?? 0)}
        onChange={(pagination) => missing.set(pageAfter(pagination, missing.pageSize))}
        locale={{ emptyText: 'Every dress is back or on its way within 14 days of its return post.' }}
      />
      <SectionToolbar
        title="Owed: late fees and damage"
        count={fees.data?.total}
        onRefresh={fees.refetch}
        refreshing={fees.isFetching && !fees.isLoading}
      />
      <Table<OwedItemView>
        rowKey="id"
        columns={feeColumns}
        dataSource={fees.data?.items ?? []}
        loading={fees.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(owed.page, owed.pageSize, fees.data?.total ?? 0)}
        onChange={(pagination) => owed.set(pageAfter(pagination, owed.pageSize))}
        locale={{ emptyText: 'Nothing is owed.' }}
      />
      {collecting ? <CollectedModal item={collecting} onClose={() => setCollecting(null)} /> : null}
    </>
  );
}
