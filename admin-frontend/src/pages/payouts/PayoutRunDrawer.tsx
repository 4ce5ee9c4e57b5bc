import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Popconfirm, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminPayoutView, type Page, type PayoutRunDetail, formatPounds } from '@dw/contracts';
import { API_PREFIX, apiRequest, failureText } from '@dw/web-kit';
import { dateText } from '../../app/format';
import { useNotify } from '../../app/notify';
import { pagerOf } from '../../app/paged';
import { LoadError } from '../../components/LoadError';
import { monthText } from './payoutMonths';
import { PayoutStatusTag } from './PayoutStatusTag';
import { bankFileUrl, useGetPayoutRunQuery, useGetRunPayoutsQuery, useMarkRunPaidMutation } from './payoutsApi';

interface Props {
  /** The run to show; the drawer is closed when null. */
  id: string | null;
  onClose: () => void;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** One run: its payouts a page at a time, the bank file, who downloaded it, and "mark paid". */
export function PayoutRunDrawer({ id, onClose }: Props) {
  const phone = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_DEFAULT);
  const runQuery = useGetPayoutRunQuery(id ?? '', { skip: !id });
  const payouts = useGetRunPayoutsQuery({ id: id ?? '', page, pageSize }, { skip: !id });
  const run = runQuery.currentData;
  const isError = runQuery.isError || payouts.isError;
  const refetch = () => {
    void runQuery.refetch();
    void payouts.refetch();
  };
  const [markPaid, marking] = useMarkRunPaidMutation();
  const notify = useNotify();

  const close = () => {
    setPage(1);
    onClose();
  };

  const pay = async (detail: PayoutRunDetail) => {
    try {
      await markPaid(detail.id).unwrap();
      notify.success({
        title: 'Run Marked Paid',
        description: `${monthText(detail.period)}: ${detail.payoutCount} ${detail.payoutCount === 1 ? 'lender is' : 'lenders are'} e-mailed.`,
      });
    } catch (error) {
      notify.error({ title: 'Error', description: failureText(error, { lead: 'Failed to mark the run paid.' }) });
    }
  };

  /**
   * Fetched here rather than left to the browser, so the run's download log (the server writes it as
   * it answers) is read back exactly once the file has arrived. The link still works without script.
   */
  const downloadBankFile = async (detail: PayoutRunDetail) => {
    const result = await apiRequest({ url: bankFileUrl(detail.id).slice(API_PREFIX.length) });
    if ('error' in result) {
      notify.error({ title: 'Error', description: failureText(result.error, { lead: 'Failed to download the bank file.' }) });
      return;
    }
    const file = URL.createObjectURL(new Blob([String(result.data)], { type: 'text/csv;charset=utf-8' }));
    const save = Object.assign(document.createElement('a'), { href: file, download: `payouts-${detail.period}.csv` });
    save.click();
    URL.revokeObjectURL(file);
    // The download log is the run's, not its payouts'.
    void runQuery.refetch();
  };

  return (
    <Drawer
      open={id !== null}
      onClose={close}
      title={run ? `Payouts for ${monthText(run.period)}` : 'Payout run'}
      size={phone ? '100%' : 860}
      extra={
        run ? (
          <Flex gap={8}>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              href={bankFileUrl(run.id)}
              download={`payouts-${run.period}.csv`}
              disabled={run.payoutCount === 0}
              onClick={(event) => {
                event.preventDefault();
                void downloadBankFile(run);
              }}
            >
              Download bank file (CSV)
            </Button>
            {/* An empty run has nobody to pay or e-mail: nothing to mark. */}
            {run.status === 'scheduled' && run.payoutCount > 0 ? (
              <Popconfirm
                title={`Mark ${monthText(run.period)} paid?`}
                description="Only once the bank has made the transfers: every lender in the run is e-mailed and her earnings become paid."
                okText="Mark paid"
                cancelText="Cancel"
                onConfirm={() => pay(run)}
              >
                <Button type="primary" loading={marking.isLoading}>
                  Mark paid
                </Button>
              </Popconfirm>
            ) : null}
          </Flex>
        ) : null
      }
    >
      {isError ? (
        <LoadError what="this payout run" onRetry={refetch} />
      ) : run ? (
        <RunBody
          run={run}
          payouts={payouts.currentData}
          page={page}
          pageSize={pageSize}
          loading={runQuery.isFetching || payouts.isFetching}
          onPage={(next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          }}
        />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

interface RunBodyProps {
  run: PayoutRunDetail;
  /** The page of payouts on show; undefined while it loads. */
  payouts: Page<AdminPayoutView> | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

function RunBody({ run, payouts, page, pageSize, loading, onPage }: RunBodyProps) {
  const columns: TableColumnsType<AdminPayoutView> = [
    { title: 'Lender', key: 'lender', render: (_, p) => p.lenderName || <Typography.Text type="secondary">—</Typography.Text> },
    {
      title: 'Bank',
      key: 'bank',
      render: (_, p) =>
        p.sortCode ? (
          <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {p.sortCode} · {p.accountNumber}
          </span>
        ) : (
          <Typography.Text type="secondary">None on file</Typography.Text>
        ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, p) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPounds(p.amountPence)}</span>,
    },
    { title: 'Rentals', key: 'rentals', align: 'right', render: (_, p) => p.earningCount },
    { title: 'Status', key: 'status', render: (_, p) => <PayoutStatusTag status={p.status} /> },
  ];
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'status', label: 'Status', children: <PayoutStatusTag status={run.status} /> },
          { key: 'total', label: 'Total', children: formatPounds(run.totalPence) },
          { key: 'payouts', label: 'Payouts', children: run.payoutCount },
          { key: 'created', label: 'Run on', children: dateText(run.createdAt) },
          { key: 'paid', label: 'Paid', children: run.paidAt ? dateText(run.paidAt) : '—' },
        ]}
      />
      {run.skippedLenders > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${run.skippedLenders} ${run.skippedLenders === 1 ? 'lender' : 'lenders'} not paid`}
          description="Earnings in this month from lenders who are not approved, were erased or have no bank details stay earned and unpaid."
        />
      ) : null}
      <Table<AdminPayoutView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={payouts?.items}
        loading={loading}
        scroll={{ x: 'max-content' }}
        // Typography's secondary colour is checked for contrast; the table's default empty text is fainter.
        locale={{ emptyText: <Typography.Text type="secondary">Nobody earned anything this month.</Typography.Text> }}
        pagination={pagerOf(page, pageSize, payouts?.total ?? run.payoutCount)}
        onChange={(pagination) => onPage(pagination.current ?? 1, pagination.pageSize ?? pageSize)}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Bank file downloads{run.downloadCount > run.downloads.length ? ` (latest ${run.downloads.length} of ${run.downloadCount})` : ''}
      </Typography.Title>
      {run.downloads.length === 0 ? (
        <Typography.Text type="secondary">Not downloaded yet.</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {run.downloads.map((d) => (
            <li key={d.id}>
              {DATE_TIME.format(new Date(d.downloadedAt))} · {d.downloadedBy}
              {d.clientAddress ? ` · ${d.clientAddress}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
