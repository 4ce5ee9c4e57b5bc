import { useMemo, useState } from 'react';
import { Button, Select, Table, type TableColumnsType } from 'antd';
import { PAGE_SIZE_DEFAULT, type PayoutRunView, formatPounds } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { dateText } from '../../app/format';
import { useNotify } from '../../app/notify';
import { pageAfter, pagerOf } from '../../app/paged';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { Reconciliation } from '../payments/Reconciliation';
import { endedMonths, monthText } from './payoutMonths';
import { PayoutRunDrawer } from './PayoutRunDrawer';
import { PayoutStatusTag } from './PayoutStatusTag';
import { useGetPayoutRunsQuery, useRunPayoutsMutation } from './payoutsApi';

/**
 * Monthly payouts: the runs, a page at a time, newest month first. A run starts by itself on the
 * 1st; the admin may run a month that has ended (running it again changes nothing), download its
 * bank file and mark it paid once the bank has made the transfers.
 */
export function PayoutsTab() {
  const months = useMemo(() => endedMonths(new Date()), []);
  const [month, setMonth] = useState(months[0]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_DEFAULT);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, refetch } = useGetPayoutRunsQuery({ page, pageSize });
  const [runPayouts, running] = useRunPayoutsMutation();
  const notify = useNotify();

  const run = async () => {
    try {
      const result = await runPayouts({ period: month }).unwrap();
      notify.success({
        title: 'Payout Run Ready',
        description: `${monthText(result.period)}: ${result.payoutCount} ${result.payoutCount === 1 ? 'payout' : 'payouts'}, ${formatPounds(result.totalPence)}.`,
      });
      setOpenId(result.id);
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'Failed to run the payouts.' }) });
    }
  };

  const columns: TableColumnsType<PayoutRunView> = [
    { title: 'Month', key: 'period', render: (_, r) => monthText(r.period) },
    { title: 'Status', key: 'status', render: (_, r) => <PayoutStatusTag status={r.status} /> },
    { title: 'Payouts', key: 'count', align: 'right', render: (_, r) => r.payoutCount },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      render: (_, r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPounds(r.totalPence)}</span>,
    },
    { title: 'Run on', key: 'created', render: (_, r) => dateText(r.createdAt) },
    { title: 'Paid', key: 'paid', render: (_, r) => (r.paidAt ? dateText(r.paidAt) : '—') },
    {
      title: 'Action',
      fixed: 'right',
      key: 'action',
      render: (_, r) => (
        <Button size="small" onClick={() => setOpenId(r.id)} aria-label={`Open the payouts for ${monthText(r.period)}`}>
          Open
        </Button>
      ),
    },
  ];

  if (isError) return <LoadError what="payout runs" onRetry={refetch} />;

  return (
    <>
      <SectionToolbar title="Payout runs, newest month first" count={data?.total} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <Select<string>
          aria-label="Month to pay"
          value={month}
          onChange={setMonth}
          options={months.map((m) => ({ value: m, label: monthText(m) }))}
          style={{ width: 180 }}
        />
        <Button type="primary" loading={running.isLoading} onClick={() => void run()}>
          Run payouts for month
        </Button>
      </SectionToolbar>
      <Table<PayoutRunView>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(page, pageSize, data?.total ?? 0)}
        onChange={(pagination) => {
          const next = pageAfter(pagination, pageSize);
          setPage(next.page);
          setPageSize(next.pageSize);
        }}
        locale={{ emptyText: 'No payout runs yet: the first runs on the 1st of next month.' }}
      />
      <PayoutRunDrawer id={openId} onClose={() => setOpenId(null)} />
      <Reconciliation />
    </>
  );
}
