import type { ReactNode } from 'react';
import { Button, Flex, Popconfirm, Space } from 'antd';
import type { StatusAction } from '../app/statusActions';

interface Props<S extends string> {
  actions: readonly StatusAction<S>[];
  /** What the row is called, for the confirmation and the buttons' accessible names. */
  subject: string;
  busy: boolean;
  onRun: (next: S) => void;
  /** One above the other, so a wide table keeps its action column narrow. */
  stacked?: boolean;
}

/** One button per allowed move; a final, destructive move (Reject) asks first. */
export function StatusActionButtons<S extends string>({ actions, subject, busy, onRun, stacked = false }: Props<S>) {
  if (actions.length === 0) return null;
  return (
    <Wrap stacked={stacked}>
      {actions.map((action, i) =>
        action.danger ? (
          <Popconfirm
            key={action.next}
            title={`${action.label} ${subject}?`}
            description={action.confirm?.description ?? 'This cannot be undone.'}
            okText={action.label}
            okButtonProps={{ danger: true }}
            cancelText={action.confirm?.keepLabel ?? 'Cancel'}
            onConfirm={() => onRun(action.next)}
          >
            <Button danger size="small" disabled={busy}>
              {action.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={action.next} type={i === 0 ? 'primary' : 'default'} size="small" loading={busy} onClick={() => onRun(action.next)}>
            {action.label}
          </Button>
        ),
      )}
    </Wrap>
  );
}

/** Side by side, or stacked at one width (the widest label's). */
function Wrap({ stacked, children }: { stacked: boolean; children: ReactNode }) {
  return stacked ? (
    <Flex vertical gap={6} style={{ width: 'max-content' }}>
      {children}
    </Flex>
  ) : (
    <Space size={8} wrap={false}>
      {children}
    </Space>
  );
}
