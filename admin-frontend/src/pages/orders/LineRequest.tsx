import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import {
  DECLINE_REASONS,
  declineReasonLabel,
  type DeclineReason,
  type LineRequestState,
  type OrderItemView,
  type OrderView,
  type StatusTone,
} from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';
import { useRowAction } from '../../app/useRowAction';
import { useAnswerLineRequestMutation } from './ordersApi';

const STATE: Readonly<Record<LineRequestState, { label: string; tone: StatusTone }>> = {
  requested: { label: 'Awaiting lender', tone: 'waiting' },
  accepted: { label: 'Accepted', tone: 'good' },
  declined: { label: 'Declined', tone: 'quiet' },
  expired: { label: 'Expired', tone: 'quiet' },
};

/**
 * A line's booking request: its state, and while the order waits, the admin's Accept / Decline for
 * a lender who does not answer (or for the shop's own dress that needs approval).
 */
export function LineRequest({ order, item }: { order: OrderView; item: OrderItemView }) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason | undefined>(undefined);
  const [answer] = useAnswerLineRequestMutation();
  const { busyId, run } = useRowAction();
  const isLoading = busyId === item.id;
  if (item.isBackup) return null;
  const state = STATE[item.requestState];
  const open = item.requestState === 'requested' && order.status === 'pending';

  const send = (decision: 'accept' | 'decline') =>
    run(item.id, 'The request could not be answered.', async () => {
      await answer({ orderId: order.id, itemId: item.id, answer: decision === 'accept' ? { decision } : { decision, reason } }).unwrap();
      setDeclining(false);
      return { title: decision === 'accept' ? 'Request accepted' : 'Request declined', description: item.productName };
    });

  return (
    <div style={{ fontSize: 13 }}>
      <ToneTag tone={state.tone}>
        {state.label}
        {item.requestState === 'declined' ? ` — ${declineReasonLabel(item.declineReason)}` : ''}
      </ToneTag>
      {open && !declining ? (
        <Space size={4}>
          <Button
            size="small"
            onClick={() => void send('accept')}
            disabled={isLoading}
            aria-label={`Accept ${item.productName} for its lender`}
          >
            Accept
          </Button>
          <Button
            size="small"
            onClick={() => setDeclining(true)}
            disabled={isLoading}
            aria-label={`Decline ${item.productName} for its lender`}
          >
            Decline
          </Button>
        </Space>
      ) : null}
      {open && declining ? (
        <Space size={4} wrap>
          <Select<DeclineReason>
            size="small"
            aria-label="Reason"
            placeholder="Reason"
            style={{ minWidth: 220 }}
            value={reason}
            onChange={setReason}
            options={DECLINE_REASONS.map((r) => ({ value: r.id, label: r.label }))}
          />
          <Button size="small" danger disabled={!reason || isLoading} onClick={() => void send('decline')}>
            Decline
          </Button>
          <Button size="small" type="text" onClick={() => setDeclining(false)}>
            Keep
          </Button>
        </Space>
      ) : null}
    </div>
  );
}
