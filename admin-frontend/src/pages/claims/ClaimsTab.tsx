import { useState } from 'react';
import { Button, Select, Table, Typography, type TableColumnsType } from 'antd';
import {
  CLAIM_DECISION_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_VIEW_STATUSES,
  PAGE_SIZE_DEFAULT,
  deadlineText,
  formatPounds,
  type ClaimView,
  type ClaimViewStatus,
  type StatusTone,
} from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';
import { dateText } from '../../app/format';
import { pageAfter, pagerOf } from '../../app/paged';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { useGetClaimsQuery } from './claimsApi';
import { DecideClaimModal } from './DecideClaimModal';
import { OpenClaimModal } from './OpenClaimModal';

const STATUS_TONES: Readonly<Record<ClaimViewStatus, StatusTone>> = {
  open: 'waiting',
  answered: 'moving',
  unanswered: 'bad',
  decided: 'good',
};

export function ClaimStatusTag({ status }: { status: ClaimViewStatus }) {
  return <ToneTag tone={STATUS_TONES[status]}>{CLAIM_STATUS_LABELS[status]}</ToneTag>;
}

/**
 * Damage claims, newest first: open (the renter may still answer), answered, unanswered (her 72
 * hours have passed) and decided, with their deadlines. The admin opens a claim on a returned rental
 * within its 48 hours and decides each: charge the renter, cover it from the insurance, or reject.
 */
export function ClaimsTab() {
  const [status, setStatus] = useState<ClaimViewStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_DEFAULT);
  const [deciding, setDeciding] = useState<ClaimView | null>(null);
  const [opening, setOpening] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useGetClaimsQuery({ page, pageSize, status });

  const columns: TableColumnsType<ClaimView> = [
    { title: 'Order', key: 'order', render: (_, c) => `#${c.orderReference}` },
    {
      title: 'Dress',
      key: 'dress',
      render: (_, c) => (
        <>
          {c.productName}, UK {c.size}
          <Typography.Text type="secondary" style={{ display: 'block', maxWidth: 320 }} ellipsis={{ tooltip: c.description }}>
            {c.description}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Status', key: 'status', render: (_, c) => <ClaimStatusTag status={c.status} /> },
    { title: 'Asked', key: 'amount', align: 'right', render: (_, c) => formatPounds(c.amountPence) },
    { title: 'Opened', key: 'opened', render: (_, c) => `${dateText(c.openedAt)} · ${c.openedBy === 'lender' ? 'lender' : 'admin'}` },
    {
      title: 'Renter',
      key: 'answer',
      render: (_, c) =>
        c.answer ? (
          <Typography.Text style={{ maxWidth: 280 }} ellipsis={{ tooltip: c.answer }}>
            “{c.answer}”
          </Typography.Text>
        ) : c.status === 'open' ? (
          `Answer due ${deadlineText(c.answerDueAt)}`
        ) : (
          'No answer'
        ),
    },
    {
      title: 'Decision',
      key: 'decision',
      render: (_, c) =>
        c.decision ? `${CLAIM_DECISION_LABELS[c.decision]}${c.decidedPence ? `: ${formatPounds(c.decidedPence)}` : ''}` : '—',
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, c) =>
        c.status === 'decided' ? null : (
          <Button size="small" onClick={() => setDeciding(c)} aria-label={`Decide the claim on order ${c.orderReference}`}>
            Decide
          </Button>
        ),
    },
  ];

  if (isError) return <LoadError what="claims" onRetry={refetch} />;

  return (
    <>
      <SectionToolbar title="Damage claims, newest first" count={data?.total} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <Select<ClaimViewStatus | 'all'>
          aria-label="Show claims"
          value={status ?? 'all'}
          onChange={(next) => {
            setStatus(next === 'all' ? undefined : next);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'All claims' },
            ...CLAIM_VIEW_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] })),
          ]}
          style={{ width: 180 }}
        />
        <Button type="primary" onClick={() => setOpening(true)}>
          Open a claim
        </Button>
      </SectionToolbar>
      <Table<ClaimView>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isLoading}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(page, pageSize, data?.total ?? 0)}
        onChange={(pagination) => {
          const next = pageAfter(pagination, pageSize);
          setPage(next.page);
          setPageSize(next.pageSize);
        }}
        locale={{ emptyText: status ? `No ${CLAIM_STATUS_LABELS[status].toLowerCase()} claims.` : 'No claims yet.' }}
      />
      {deciding ? <DecideClaimModal claim={deciding} onClose={() => setDeciding(null)} /> : null}
      {opening ? <OpenClaimModal onClose={() => setOpening(false)} /> : null}
    </>
  );
}
