import { Button, Popconfirm, Space } from 'antd';
import type { StatusAction } from '../app/statusActions';

interface Props<S extends string> {
  actions: readonly StatusAction<S>[];
  /** What the row is called, for the confirmation and the buttons' accessible names. */
  subject: string;
  busy: boolean;
  onRun: (next: S) => void;
}

/** One button per allowed move; a final, destructive move (Reject) asks first. */
export function StatusActionButtons<S extends string>({ actions, subject, busy, onRun }: Props<S>) {
  if (actions.length === 0) return null;
  return (
    <Space size={8} wrap={false}>
      {actions.map((action, i) =>
        action.danger ? (
          <Popconfirm
            key={action.next}
            title={`${action.label} ${subject}?`}
            description="This cannot be undone."
            okText={action.label}
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onRun(action.next)}
          >
            <Button danger size="small" disabled={busy}>
              {action.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            key={action.next}
            type={i === 0 ? 'primary' : 'default'}
            size="small"
            loading={busy}
            onClick={() => onRun(action.next)}
          >
            {action.label}
          </Button>
        ),
      )}
    </Space>
  );
}
