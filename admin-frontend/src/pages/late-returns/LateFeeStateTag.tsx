import { Tag } from 'antd';
import { LATE_FEE_STATE_LABELS, type LateFeeState } from '@dw/contracts';

const COLORS: Record<LateFeeState, string> = { charged: 'green', owed: 'red', failed: 'orange', collected: 'blue' };

/** Charged / Owed / Not yet charged / Collected, coloured by what the admin has to do about it. */
export function LateFeeStateTag({ state }: { state: LateFeeState }) {
  return <Tag color={COLORS[state]}>{LATE_FEE_STATE_LABELS[state]}</Tag>;
}
