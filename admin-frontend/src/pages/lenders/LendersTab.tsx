import { useState } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { LenderAccountStatus, LenderAccountView } from '@dw/contracts';
import { dateText } from '../../app/format';
import { failureText } from '../../app/http';
import { useNotify } from '../../app/notify';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { StatusActionButtons } from '../../components/StatusActionButtons';
import { StatusTag } from '../../components/StatusTag';
import { lenderActions } from './lenderActions';
import { useGetLenderAccountsQuery, useSetLenderAccountStatusMutation } from './lendersApi';

const { Text } = Typography;
const small = { fontSize: 13 } as const;
const mono = { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.06em' } as const;

export function LendersTab() {
  const { data = [], isLoading, isFetching, isError, refetch } = useGetLenderAccountsQuery();
  const [setStatus] = useSetLenderAccountStatusMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const notify = useNotify();

  const decide = async (account: LenderAccountView, next: LenderAccountStatus) => {
    setBusyId(account.id);
    try {
      await setStatus({ id: account.id, status: next }).unwrap();
      notify.success({ title: 'Lender Account Updated', description: `${account.fullName} has been ${next}` });
    } catch (error) {
      notify.error({ title: 'Error', description: failureText('Failed to update lender account status.', error) });
    } finally {
      setBusyId(null);
    }
  };

  const columns: TableColumnsType<LenderAccountView> = [
    {
      title: 'Lender',
      key: 'lender',
      render: (_, a) => (
        <div style={{ minWidth: 180, maxWidth: 260 }}>
          <Text strong>{a.fullName}</Text>
          <div style={small}>
            <Text type="secondary">{a.address}</Text>
          </div>
          {a.erasedAt ? (
            <div style={small}>
              <Text type="secondary">Personal data erased on {dateText(a.erasedAt)}</Text>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, a) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <a href={`mailto:${a.email}`}>{a.email}</a>
          <div style={small}>{a.phone}</div>
        </div>
      ),
    },
    {
      // Masked by the API (DESIGN.md §3): the admin never sees full bank details.
      title: 'Bank details',
      key: 'bank',
      render: (_, a) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {a.bankAccountName}
          <div style={small}>
            <Text type="secondary">Sort code </Text>
            <span style={mono}>{a.sortCode}</span>
          </div>
          <div style={small}>
            <Text type="secondary">Account </Text>
            <span style={mono}>{a.accountNumber}</span>
          </div>
        </div>
      ),
    },
    { title: 'Status', key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    {
      title: 'Applied',
      key: 'created',
      render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{dateText(a.createdAt)}</span>,
      sorter: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
      defaultSortOrder: 'descend',
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, a) => (
        <StatusActionButtons
          actions={lenderActions(a.status)}
          subject={a.fullName}
          busy={busyId === a.id}
          onRun={(next) => void decide(a, next)}
        />
      ),
    },
  ];

  if (isError) return <LoadError what="lender accounts" onRetry={refetch} />;
  const pending = data.filter((a) => a.status === 'pending').length;

  return (
    <>
      <SectionToolbar title={`Lender accounts · ${pending} awaiting approval`} onRefresh={refetch} refreshing={isFetching && !isLoading} />
      <Table<LenderAccountView>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: 'No lender accounts yet.' }}
      />
    </>
  );
}
