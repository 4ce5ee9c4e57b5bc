import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { Page } from '@dw/contracts';
import type { useServerTable } from '../app/useServerTable';

interface ServerTableProps<R> {
  /** The tab's useServerTable: the pager and the sorter report to it. */
  table: Pick<ReturnType<typeof useServerTable>, 'onChange' | 'pagination'>;
  /** The list query's page, undefined until the first one arrives. */
  data: Page<R> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  columns: TableColumnsType<R>;
  emptyText: ReactNode;
  rowKey?: TableProps<R>['rowKey'];
}

/**
 * An admin list paged, sorted and filtered by the server: antd's Table fed by the list query and
 * reporting to useServerTable. It spins only until the first page: a refetch keeps the rows shown.
 */
export function ServerTable<R extends object>({
  table,
  data,
  isLoading,
  isFetching,
  columns,
  emptyText,
  rowKey = 'id',
}: ServerTableProps<R>) {
  return (
    <Table<R>
      rowKey={rowKey}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isLoading || (isFetching && !data)}
      scroll={{ x: 'max-content' }}
      onChange={table.onChange}
      pagination={table.pagination(data?.total ?? 0)}
      locale={{ emptyText }}
    />
  );
}
