import { useState, type ReactNode } from 'react';
import { Alert, Modal, Typography } from 'antd';
import {
  DEFAULT_CARRIER,
  TRACKING_MESSAGES,
  daysFreedByMove,
  formatDay,
  formatDayRange,
  normaliseTrackingReference,
  orderReference,
  prematureOrderMove,
  todayInLondon,
  type OrderStatus,
  type OrderStatusInput,
  type OrderView,
  type PrematureMove,
} from '@dw/contracts';
import { ConditionFields, conditionExtras, freshCondition, type ConditionDraft } from './ConditionFields';
import { DispatchFields, type DispatchDraft } from './DispatchFields';

/**
 * What each move tells the renter (the e-mails of backend/src/orders/order-process.ts), in the words
 * the admin reads before confirming. A move missing here e-mails nobody.
 */
const EMAILED: Readonly<Partial<Record<OrderStatus, string>>> = {
  processing: 'that her dress is on its way',
  completed: 'that her dress is back with us',
  cancelled: 'that her order is cancelled',
};

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** Why the move looks too early, said with the day it should happen. */
export function prematureText(premature: PrematureMove): string {
  return premature.kind === 'returned-before-start'
    ? `The rental has not started yet: it starts on ${formatDay(premature.startDate)}, in ${days(premature.daysEarly)}. The dress cannot be back with us.`
    : `This dress is due to leave on ${formatDay(premature.dispatchDate)}, in ${days(premature.daysEarly)}: more than a week early.`;
}

/** What a move sends besides its status: a dispatch's carrier and reference, and the dresses' condition record. */
export type MoveExtras = Omit<OrderStatusInput, 'status'>;

interface Asking {
  order: OrderView;
  next: OrderStatus;
  label: string;
  run: (extras: MoveExtras) => void;
}

const freshDraft = (): DispatchDraft => ({ carrier: DEFAULT_CARRIER, reference: '', error: null });

/**
 * Asks before an order move that e-mails the renter or frees dates, naming who is e-mailed, which
 * days become free and, when the calendar says the move is premature, why. Takes the move and the
 * order, so whatever buttons offer the moves can use it.
 */
export function useOrderMoveConfirm(today: () => string = () => todayInLondon()) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [draft, setDraft] = useState<DispatchDraft>(freshDraft);
  const [condition, setCondition] = useState<ConditionDraft>(() => freshCondition(today()));

  /** Runs `run` once the admin confirms, or at once for a move with nothing to confirm. */
  const ask = (order: OrderView, next: OrderStatus, label: string, run: (extras: MoveExtras) => void) => {
    if (EMAILED[next] === undefined && daysFreedByMove(next, order, today()) === null) run({});
    else {
      setDraft(freshDraft());
      setCondition(freshCondition(today()));
      setAsking({ order, next, label, run });
    }
  };

  /** A dispatch sends the parcel only with a reference (the spec's body stays as it was without one). */
  const confirm = (current: Asking) => {
    let extras: MoveExtras = {};
    if (current.next === 'processing' && draft.reference.trim() !== '') {
      const trackingReference = normaliseTrackingReference(draft.reference);
      if (!trackingReference) return setDraft({ ...draft, error: TRACKING_MESSAGES.reference });
      extras = { carrier: draft.carrier, trackingReference };
    }
    // The dresses' condition record goes with the dispatch and with the return.
    if (current.next === 'processing') extras = { ...extras, ...conditionExtras('dispatch', condition, today()) };
    if (current.next === 'completed') extras = { ...extras, ...conditionExtras('return', condition, today()) };
    setAsking(null);
    current.run(extras);
  };

  let modal: ReactNode = null;
  if (asking) {
    const { order, next, label } = asking;
    const now = today();
    const premature = prematureOrderMove(next, order, now);
    const freed = daysFreedByMove(next, order, now);
    const emailed = EMAILED[next];
    const danger = next === 'cancelled' || premature !== null;
    modal = (
      <Modal
        open
        title={`${label}: order #${orderReference(order.id)}?`}
        okText={premature ? `${label} anyway` : label}
        okButtonProps={{ danger }}
        cancelText="Go back"
        onOk={() => confirm(asking)}
        onCancel={() => setAsking(null)}
      >
        {premature ? (
          <Alert type="warning" showIcon title="This looks too early" description={prematureText(premature)} style={{ marginBottom: 12 }} />
        ) : null}
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {emailed ? (
            <li>
              <Typography.Text strong>{order.customerName}</Typography.Text> ({order.customerEmail}) is e-mailed {emailed}.
            </li>
          ) : null}
          {freed ? (
            <li>
              {formatDayRange(freed.from, freed.to)} {freed.from === freed.to ? 'becomes' : 'become'} free for other renters.
            </li>
          ) : null}
          {next === 'completed' || next === 'cancelled' ? <li>This cannot be undone.</li> : null}
        </ul>
        {next === 'processing' ? <DispatchFields draft={draft} onChange={setDraft} /> : null}
        {next === 'processing' ? <ConditionFields kind="dispatch" draft={condition} onChange={setCondition} /> : null}
        {next === 'completed' ? <ConditionFields kind="return" draft={condition} onChange={setCondition} /> : null}
      </Modal>
    );
  }
  return { ask, modal };
}
