import { Input, Select } from 'antd';
import { statusLabel, type AnyStatus, type StatusOf } from './statusColors';

interface Props<T extends AnyStatus> {
  of: StatusOf;
  /** What is searched, for the box's label and placeholder. */
  what: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  statuses: readonly T[];
  status: T | undefined;
  onStatus: (status: T | undefined) => void;
}

/** A server-paged list's search box (debounced by useServerTable) and status filter. */
export function ListToolbarFilters<T extends AnyStatus>({ of, what, placeholder, search, onSearch, statuses, status, onStatus }: Props<T>) {
  return (
    <>
      <Input.Search
        allowClear
        aria-label={`Search ${what}`}
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ width: 240 }}
      />
      <Select<T | 'all'>
        aria-label={`Filter ${what} by status`}
        value={status ?? 'all'}
        onChange={(next) => onStatus(next === 'all' ? undefined : next)}
        options={[{ value: 'all', label: 'All statuses' }, ...statuses.map((s) => ({ value: s, label: statusLabel(of, s) }))]}
        style={{ width: 150 }}
      />
    </>
  );
}
