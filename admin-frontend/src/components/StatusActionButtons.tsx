import { useState, type ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space } from 'antd';
import type { StatusAction } from '../app/statusActions';
import { RejectReasonModal } from './RejectReasonModal';

interface Props<S extends string> {
  actions: readonly StatusAction<S>[];
  /** What the row is called, for the confirmation and the buttons' accessible names. */
  subject: string;
  busy: boolean;
  /** `reason` is given for the move named by `reasonFor`. */
  onRun: (next: S, reason?: string) => void;
  /** One above the other, so a wide table keeps its action column narrow. */
  stacked?: boolean;
  /** The move that asks the admin why (a rejection) in a dialog instead of a confirmation. */
  reasonFor?: S;
  /** The caller asks before every move (its own confirmation); the buttons then only say which move. */
  confirmsItself?: boolean;
}

/**
 * One button per allowed move; a final, destructive move (Reject) asks first, or asks why. Busy
 * buttons are disabled with a plain spinner icon rather than antd's `loading`: a button that stays
 * after the move (Cancel order) could keep that icon in its leave animation, named "loading".
 */
export function StatusActionButtons<S extends string>({
  actions,
  subject,
  busy,
  onRun,
  stacked = false,
  reasonFor,
  confirmsItself = false,
}: Props<S>) {
  const [asking, setAsking] = useState<StatusAction<S> | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <Wrap stacked={stacked}>
        {actions.map((action, i) =>
          action.next === reasonFor ? (
            <Button key={action.next} danger size="small" disabled={busy} onClick={() => setAsking(action)}>
              {action.label}
            </Button>
          ) : action.danger && confirmsItself ? (
            <Button
              key={action.next}
              danger
              size="small"
              disabled={busy}
              icon={busy ? <LoadingOutlined /> : undefined}
              onClick={() => onRun(action.next)}
            >
              {action.label}
            </Button>
          ) : action.danger ? (
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
            <Button
              key={action.next}
              type={i === 0 ? 'primary' : 'default'}
              size="small"
              disabled={busy}
              icon={busy ? <LoadingOutlined /> : undefined}
              onClick={() => onRun(action.next)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Wrap>
      {reasonFor !== undefined ? (
        <RejectReasonModal
          subject={asking ? subject : null}
          label={asking?.label ?? ''}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => {
            const next = asking?.next;
            setAsking(null);
            if (next !== undefined) onRun(next, reason);
          }}
        />
      ) : null}
    </>
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
