import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

interface Props {
  title: string;
  /** A number, or a text such as "10,000+" for a count the server capped. */
  count?: number | string;
  /** Lists never refetch by themselves (docs/decisions/0017-no-refetch.md), so the admin asks for new orders or sign-ups. */
  onRefresh?: () => void;
  refreshing?: boolean;
  children?: ReactNode;
}

/** A tab's heading row: title and count on the left, tools (search, filters, add, refresh) on the right. */
export function SectionToolbar({ title, count, onRefresh, refreshing = false, children }: Props) {
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">
        {title}
        {count !== undefined ? ` · ${count}` : ''}
      </Typography.Text>
      {/* min-width 0 lets a wide control (the status filter) scroll inside a phone screen. */}
      <Flex wrap gap={8} align="center" style={{ minWidth: 0, maxWidth: '100%' }}>
        {children}
        {onRefresh ? (
          <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
