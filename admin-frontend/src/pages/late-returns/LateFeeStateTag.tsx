import { LATE_FEE_STATE_LABELS, type LateFeeState, type StatusTone } from '@dw/contracts';
import { ToneTag } from '../../components/ToneTag';

const TONES: Readonly<Record<LateFeeState, StatusTone>> = { charged: 'good', owed: 'bad', failed: 'waiting', collected: 'moving' };

/** Charged / Owed / Not yet charged / Collected, coloured by what the admin has to do about it. */
export function LateFeeStateTag({ state }: { state: LateFeeState }) {
  return <ToneTag tone={TONES[state]}>{LATE_FEE_STATE_LABELS[state]}</ToneTag>;
}
