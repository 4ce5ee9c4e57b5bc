import { Typography, type TableColumnsType } from 'antd';
import {
  ADMIN_LIST_SORTS,
  LENDER_ACCOUNT_STATUSES,
  type AdminListSort,
  type LenderAccountStatus,
  type LenderAccountView,
} from '@dw/contracts';
import { dateText } from '../../app/format';
import { useRowAction } from '../../app/useRowAction';
import { sortOrderOf, useServerTable } from '../../app/useServerTable';
import { ListToolbarFilters } from '../../components/ListToolbarFilters';
import { LoadError } from '../../components/LoadError';
import { SectionToolbar } from '../../components/SectionToolbar';
import { ServerTable } from '../../components/ServerTable';
import { StatusActionButtons } from '../../components/StatusActionButtons';
import { StatusWithReason } from '../../components/StatusWithReason';
import { lenderActions } from './lenderActions';
import { ResponseStatsCell } from './ResponseStatsCell';
import { useCountLenderAccountsQuery, useGetLenderAccountsQuery, useSetLenderAccountStatusMutation } from './lendersApi';

const { Text } = Typography;
const small = { fontSize: 13 } as const;
const mono = { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.06em' } as const;

export function LendersTab() {
  const table = useServerTable<AdminListSort, LenderAccountStatus>(ADMIN_LIST_SORTS);
  const { data, isLoading, isFetching, isError, refetch } = useGetLenderAccountsQuery(table.params);
  const { data: pending = 0 } = useCountLenderAccountsQuery({ status: 'pending' });
  const [setStatus] = useSetLenderAccountStatusMutation();
  const { busyId, run } = useRowAction();

  const decide = (account: LenderAccountView, next: LenderAccountStatus, reason?: string) =>
    run(account.id, 'Failed to update lender account status.', async () => {
      await setStatus({ id: account.id, status: next, reason }).unwrap();
      return { title: 'Lender Account Updated', description: `${account.fullName} has been ${next}` };
    });

  const columns: TableColumnsType<LenderAccountView> = [
    {
      title: 'Lender',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'name'),
      sortDirections: ['ascend'],
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
      // Masked by the API (docs/decisions/0013-bank-details.md): the admin never sees full bank details.
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
    { title: 'Status', key: 'status', render: (_, a) => <StatusWithReason of="lender" status={a.status} reason={a.rejectionReason} /> },
    { title: 'Requests (90 days)', key: 'responses', render: (_, a) => <ResponseStatsCell lenderId={a.id} name={a.fullName} /> },
    {
      title: 'Applied',
      key: 'createdAt',
      render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{dateText(a.createdAt)}</span>,
      sorter: true,
      sortOrder: sortOrderOf(table.params.sort, 'createdAt'),
      sortDirections: ['descend', 'ascend', 'descend'],
    },
    {
      title: 'Actions',
      fixed: 'right',
      key: 'actions',
      render: (_, a) => (
        <StatusActionButtons
          actions={lenderActions(a.status)}
          subject={a.fullName}
          busy={busyId === a.id}
          onRun={(next, reason) => void decide(a, next, reason)}
          reasonFor="rejected"
        />
      ),
    },
  ];

  if (isError) return <LoadError what="lender accounts" onRetry={refetch} />;
  const filtered = table.params.status !== undefined || table.params.q !== undefined;

  return (
    <>
      <SectionToolbar title={`Lender accounts · ${pending} awaiting approval`} onRefresh={refetch} refreshing={isFetching && !isLoading}>
        <ListToolbarFilters
          of="lender"
          what="lender accounts"
          placeholder="Name or email"
          search={table.search}
          onSearch={table.setSearch}
          statuses={LENDER_ACCOUNT_STATUSES}
          status={table.params.status}
          onStatus={table.setStatus}
        />
      </SectionToolbar>
      <ServerTable<LenderAccountView>
        table={table}
        data={data}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={columns}
        emptyText={filtered ? 'No lender accounts match.' : 'No lender accounts yet.'}
      />
    </>
  );
}
