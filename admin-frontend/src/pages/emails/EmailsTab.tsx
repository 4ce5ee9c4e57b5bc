import { useState } from 'react';
import { Button, Flex, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { EMAIL_STATUSES, PAGE_SIZE_DEFAULT, type EmailListItem, type EmailStatus } from '@dw/contracts';
import { pageAfter, pagerOf } from '../../app/paged';
import { useRowAction } from '../../app/useRowAction';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { EmailPreview } from './EmailPreview';
import { useGetEmailsQuery, useResendEmailMutation } from './emailsApi';
import { EmailStatusTag } from './EmailStatusTag';
import { EMAIL_STATUS_LABELS, dateTimeText, emailKindText } from './emailView';

const { Text } = Typography;
const small = { fontSize: 13 } as const;

type EmailFilter = 'all' | EmailStatus;

/**
 * The outbox, a page at a time from the server (it can hold many thousands of messages): who was
 * written to, about what, and whether it left. A failed message can be sent again.
 */
export function EmailsTab() {
  const [filter, setFilter] = useState<EmailFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_DEFAULT);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, refetch } = useGetEmailsQuery({
    page,
    pageSize,
    status: filter === 'all' ? undefined : filter,
  });
  const [resend] = useResendEmailMutation();
  const { busyId, run } = useRowAction();

  const sendAgain = (email: EmailListItem) =>
    run(email.id, 'Failed to send the email again.', async () => {
      await resend(email.id).unwrap();
      return { title: 'Email Queued', description: `The message to ${email.to} will be sent again in a moment.` };
    });

  const columns: TableColumnsType<EmailListItem> = [
    {
      title: 'Recipient',
      key: 'to',
      render: (_, e) => <Text style={{ whiteSpace: 'nowrap' }}>{e.to}</Text>,
    },
    {
      title: 'Subject',
      key: 'subject',
      render: (_, e) => (
        <div style={{ minWidth: 200, maxWidth: 360 }}>
          {e.subject}
          <div style={small}>
            <Text type="secondary">{emailKindText(e.kind)}</Text>
          </div>
        </div>
      ),
    },
    { title: 'Status', key: 'status', render: (_, e) => <EmailStatusTag status={e.status} /> },
    {
      title: 'Attempts',
      key: 'attempts',
      align: 'right',
      render: (_, e) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{e.attempts}</span>,
    },
    {
      title: 'Last error',
      key: 'error',
      render: (_, e) =>
        e.lastError ? (
          <Text type="danger" style={{ ...small, display: 'block', maxWidth: 280 }} ellipsis={{ tooltip: e.lastError }}>
            {e.lastError}
          </Text>
        ) : (
          <Text type="secondary">—</Text>
        ),
    },
    {
      title: 'Sent at',
      key: 'sentAt',
      render: (_, e) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {e.sentAt ? dateTimeText(e.sentAt) : <Text type="secondary">—</Text>}
          <div style={small}>
            <Text type="secondary">Queued {dateTimeText(e.createdAt)}</Text>
          </div>
        </div>
      ),
    },
    {
      title: 'Action',
      fixed: 'right',
      key: 'action',
      render: (_, e) => (
        <Flex gap={8} wrap={false}>
          <Button size="small" onClick={() => setPreviewId(e.id)} aria-label={`Preview the email to ${e.to}: ${e.subject}`}>
            Preview
          </Button>
          {e.status === 'failed' ? (
            <Button
              size="small"
              type="primary"
              loading={busyId === e.id}
              onClick={() => void sendAgain(e)}
              aria-label={`Send again to ${e.to}`}
            >
              Send again
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  if (isError) return <LoadError what="emails" onRetry={refetch} />;

  return (
    <>
      <SectionToolbar title="Emails, newest first" count={data?.total} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<EmailFilter>
            aria-label="Filter emails by status"
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
            options={(['all', ...EMAIL_STATUSES] as EmailFilter[]).map((s) => ({
              value: s,
              label: s === 'all' ? 'All' : EMAIL_STATUS_LABELS[s],
            }))}
          />
        </div>
      </SectionToolbar>
      <Table<EmailListItem>
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
        locale={{ emptyText: filter === 'all' ? 'No emails yet.' : `No ${EMAIL_STATUS_LABELS[filter].toLowerCase()} emails.` }}
      />
      <EmailPreview
        id={previewId}
        onClose={() => setPreviewId(null)}
        onResend={(e) => void sendAgain(e)}
        resending={busyId !== null && busyId === previewId}
      />
    </>
  );
}
