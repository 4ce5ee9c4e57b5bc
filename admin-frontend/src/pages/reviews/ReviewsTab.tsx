import { useState } from 'react';
import { Button, Form, Input, Modal, Rate, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import {
  PAGE_SIZE_DEFAULT,
  REVIEW_FIT_LABELS,
  REVIEW_HIDE_REASON_MAX,
  type AdminReviewView,
  type ReviewVisibilityFilter,
} from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';
import { pageAfter, pagerOf } from '../../app/paged';
import { useRowAction } from '../../app/useRowAction';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { dateTimeText } from '../emails/emailView';
import { useGetReviewsQuery, useSetReviewHiddenMutation } from './reviewsApi';

const { Text, Paragraph } = Typography;
const small = { fontSize: 13 } as const;

const FILTERS: { value: ReviewVisibilityFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

/**
 * Verified reviews, newest first, a page at a time: the admin hides one with a reason (it leaves the
 * product page, the cards and the average at once) or shows it again.
 */
export function ReviewsTab() {
  const [visibility, setVisibility] = useState<ReviewVisibilityFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_DEFAULT);
  const [hiding, setHiding] = useState<AdminReviewView | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, refetch } = useGetReviewsQuery({ page, pageSize, visibility });
  const [setHidden] = useSetReviewHiddenMutation();
  const { busyId, run } = useRowAction();

  const confirmHide = async () => {
    if (!hiding) return;
    const text = reason.trim();
    if (!text) {
      setReasonError('Please give a reason for hiding the review.');
      return;
    }
    const review = hiding;
    setHiding(null);
    await run(review.id, 'Failed to hide the review.', async () => {
      await setHidden({ id: review.id, hidden: true, reason: text }).unwrap();
      return { title: 'Review Hidden', description: `${review.author}'s review of ${review.productName} is no longer shown.` };
    });
  };

  const show = (review: AdminReviewView) =>
    run(review.id, 'Failed to show the review.', async () => {
      await setHidden({ id: review.id, hidden: false }).unwrap();
      return { title: 'Review Shown', description: `${review.author}'s review of ${review.productName} is shown again.` };
    });

  const columns: TableColumnsType<AdminReviewView> = [
    {
      title: 'Dress',
      key: 'product',
      render: (_, r) => (
        <div style={{ minWidth: 160 }}>
          {r.productName}
          <div style={small}>
            <Text type="secondary">{dateTimeText(r.createdAt)}</Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Rating',
      key: 'rating',
      render: (_, r) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Rate disabled value={r.rating} style={{ fontSize: 14 }} aria-label={`${r.rating} out of 5`} />
          <div style={small}>
            <Text type="secondary">{REVIEW_FIT_LABELS[r.fit]}</Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Review',
      key: 'text',
      render: (_, r) => (
        <div style={{ minWidth: 220, maxWidth: 420 }}>
          <Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-line' }} ellipsis={{ rows: 3, expandable: true, symbol: 'more' }}>
            {r.text}
          </Paragraph>
          <Text type="secondary" style={small}>
            {r.author}
            {r.photoUrl ? (
              <>
                {' · '}
                <a href={r.photoUrl} target="_blank" rel="noreferrer">
                  Photo
                </a>
              </>
            ) : null}
          </Text>
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, r) =>
        r.hidden ? (
          <div style={{ maxWidth: 220 }}>
            <ToneTag tone="quiet">Hidden</ToneTag>
            <div style={small}>
              <Text type="secondary">{r.hiddenReason}</Text>
            </div>
          </div>
        ) : (
          <ToneTag tone="good">Visible</ToneTag>
        ),
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, r) =>
        r.hidden ? (
          <Button size="small" disabled={busyId === r.id} onClick={() => void show(r)} aria-label={`Show ${r.author}'s review again`}>
            Show again
          </Button>
        ) : (
          <Button
            size="small"
            danger
            disabled={busyId === r.id}
            onClick={() => {
              setReason('');
              setReasonError(null);
              setHiding(r);
            }}
            aria-label={`Hide ${r.author}'s review of ${r.productName}`}
          >
            Hide
          </Button>
        ),
    },
  ];

  if (isError) return <LoadError what="reviews" onRetry={refetch} />;

  return (
    <>
      <SectionToolbar title="Reviews, newest first" count={data?.total} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <Segmented<ReviewVisibilityFilter>
          aria-label="Filter reviews"
          value={visibility}
          onChange={(next) => {
            setVisibility(next);
            setPage(1);
          }}
          options={FILTERS}
        />
      </SectionToolbar>
      <Table<AdminReviewView>
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
        locale={{ emptyText: visibility === 'all' ? 'No reviews yet.' : `No ${visibility} reviews.` }}
      />
      <Modal
        open={hiding !== null}
        title="Hide this review?"
        okText="Hide review"
        okButtonProps={{ danger: true }}
        onOk={() => void confirmHide()}
        onCancel={() => setHiding(null)}
      >
        <Paragraph>
          {hiding ? `${hiding.author}'s review of ${hiding.productName} will leave the product page and its rating.` : null}
        </Paragraph>
        <Form layout="vertical">
          <Form.Item
            label="Reason (kept with the review)"
            htmlFor="hide-reason"
            validateStatus={reasonError ? 'error' : undefined}
            help={reasonError ?? undefined}
          >
            <Input.TextArea
              id="hide-reason"
              rows={3}
              maxLength={REVIEW_HIDE_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
